import { describe, expect, it } from 'vitest';
import { cursorPages } from './cursorPages';

describe('cursorPages', () => {
  it('goes on by the answered cursor, stays on the last page, and goes back', () => {
    const second = cursorPages.next([], 'a|1');
    expect(second).toEqual(['a|1']);
    expect(cursorPages.current([])).toBeUndefined();
    expect(cursorPages.current(cursorPages.next(second, 'b|2'))).toBe('b|2');
    expect(cursorPages.next(second, null)).toEqual(['a|1']);
    expect(cursorPages.previous(second)).toEqual([]);
  });
});
