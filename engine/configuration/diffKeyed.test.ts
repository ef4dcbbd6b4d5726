import { describe, expect, it } from 'vitest';
import { diffKeyed, type KeyedEntry } from './diffKeyed';

const entry = (name: string, value: unknown): [string, KeyedEntry] => [name, { name, file: 'f.json', pointer: `/${name}`, value }];

describe('diffKeyed', () => {
  it('names what was added, removed and changed, and nothing equal (whatever the key order)', () => {
    const before = new Map([entry('a', { x: 1, y: 2 }), entry('b', 1), entry('c', 1)]);
    const after = new Map([entry('a', { y: 2, x: 1 }), entry('b', 2), entry('d', 1)]);
    expect(diffKeyed('field', before, after)).toEqual([
      { kind: 'field', change: 'changed', name: 'b', file: 'f.json', pointer: '/b', before: 1, after: 2 },
      { kind: 'field', change: 'removed', name: 'c', file: 'f.json', pointer: '/c', before: 1 },
      { kind: 'field', change: 'added', name: 'd', file: 'f.json', pointer: '/d', after: 1 },
    ]);
  });
});
