import { describe, expect, it } from 'vitest';
import { rowGroupsOf } from './rowGroups';

describe('rowGroupsOf', () => {
  it('numbers fields in groups of the given size, in schema order', () => {
    const groups = rowGroupsOf(['a', 'b', 'c', 'd', 'e'], [], 2);
    expect([...groups]).toEqual([['a', 0], ['b', 0], ['c', 1], ['d', 1], ['e', 2]]);
  });

  it('follows the title configuration order first, then the remaining schema fields', () => {
    const groups = rowGroupsOf(['a', 'b', 'c', 'd'], ['d', 'b'], 2);
    expect([...groups]).toEqual([['d', 0], ['b', 0], ['a', 1], ['c', 1]]);
  });

  it('ignores ordered names the schema does not have', () => {
    expect(rowGroupsOf(['a', 'b'], ['zz', 'b'], 1).get('b')).toBe(0);
    expect(rowGroupsOf(['a', 'b'], ['zz', 'b'], 1).has('zz')).toBe(false);
  });
});
