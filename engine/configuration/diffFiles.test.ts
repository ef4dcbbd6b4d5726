import { describe, expect, it } from 'vitest';
import { diffFiles } from './diffFiles';

describe('diffFiles', () => {
  it('names files by path, without their whole content', () => {
    expect(diffFiles({ 'a.json': 1, 'b.json': { x: 1 } }, { 'b.json': { x: 2 }, 'c.json': 1 })).toEqual([
      { kind: 'file', change: 'removed', name: 'a.json', file: 'a.json', pointer: '' },
      { kind: 'file', change: 'changed', name: 'b.json', file: 'b.json', pointer: '' },
      { kind: 'file', change: 'added', name: 'c.json', file: 'c.json', pointer: '' },
    ]);
  });
});
