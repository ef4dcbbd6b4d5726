import { describe, expect, it } from 'vitest';
import { fileTree } from './fileTree';

describe('the file tree', () => {
  it('nests files under their folders, sorted, with their marks', () => {
    expect(fileTree(['forms/b.json', 'app/app.json', 'forms/a.json', 'routing/x/y.json'], (path) => (path === 'forms/b.json' ? ' (2)' : ''))).toEqual([
      { key: 'app/', title: 'app', children: [{ key: 'app/app.json', title: 'app.json', isLeaf: true }] },
      {
        key: 'forms/',
        title: 'forms',
        children: [
          { key: 'forms/a.json', title: 'a.json', isLeaf: true },
          { key: 'forms/b.json', title: 'b.json (2)', isLeaf: true },
        ],
      },
      { key: 'routing/', title: 'routing', children: [{ key: 'routing/x/', title: 'x', children: [{ key: 'routing/x/y.json', title: 'y.json', isLeaf: true }] }] },
    ]);
  });
});
