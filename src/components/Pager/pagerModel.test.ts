import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageSlice, shouldShowPager } from './pagerModel';

describe('pager model', () => {
  it('shows only beyond 5 items', () => {
    expect(shouldShowPager(0)).toBe(false);
    expect(shouldShowPager(5)).toBe(false);
    expect(shouldShowPager(6)).toBe(true);
  });

  it('counts pages of 5', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(25)).toBe(5);
    expect(pageCount(26)).toBe(6);
  });

  it('lists every page up to 5 pages', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('collapses with ellipsis beyond 5 pages', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(pageItems(99, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('slices one page', () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageSlice(items, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlice(items, 3)).toEqual([11, 12]);
  });
});
