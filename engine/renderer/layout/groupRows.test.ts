import { describe, expect, it } from 'vitest';
import { groupRows } from './groupRows';

const rows = (...names: string[]) => names.map((name) => ({ name }));

describe('groupRows', () => {
  it('keeps each row in its own group when others are hidden, so groups keep their keys', () => {
    const groupOf = new Map([['a', 0], ['b', 0], ['c', 1], ['d', 1], ['e', 2]]);
    expect(groupRows(rows('a', 'b', 'c', 'd', 'e'), groupOf).map((group) => [group.key, group.rows.map((row) => row.name)])).toEqual([
      [0, ['a', 'b']],
      [1, ['c', 'd']],
      [2, ['e']],
    ]);
    // 'b' and 'c' hidden by a rule: 'd' stays in group 1, 'e' in group 2.
    expect(groupRows(rows('a', 'd', 'e'), groupOf).map((group) => [group.key, group.rows.map((row) => row.name)])).toEqual([
      [0, ['a']],
      [1, ['d']],
      [2, ['e']],
    ]);
  });

  it('puts a row the map does not know, or places too early, with the row before it', () => {
    expect(groupRows(rows('a', 'x', 'c'), new Map([['a', 0], ['c', 1]])).map((group) => group.rows.length)).toEqual([2, 1]);
    expect(groupRows(rows('a', 'b', 'c'), new Map([['a', 1], ['b', 0], ['c', 2]])).map((group) => group.key)).toEqual([1, 2]);
  });
});
