/**
 * Pagination of spec 000 section 9: 5 items per page, shown only when there are more than 5
 * items, page buttons collapsing with an ellipsis beyond 5 pages, a footer with the total count.
 */
export const PAGE_SIZE = 5;
/** Beyond this many pages the buttons collapse. */
export const MAX_PAGE_BUTTONS = 5;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function shouldShowPager(total: number, pageSize: number = PAGE_SIZE): boolean {
  return total > pageSize;
}

export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The buttons to draw: every page up to 5 pages, else first, last, the current one and its neighbours. */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= MAX_PAGE_BUTTONS) return Array.from({ length: pages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), pages);
  let start = Math.max(2, page - 1);
  let end = Math.min(pages - 1, page + 1);
  if (page <= 3) {
    start = 2;
    end = 4;
  } else if (page >= pages - 2) {
    start = pages - 3;
    end = pages - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pages - 1) items.push('ellipsis-end');
  items.push(pages);
  return items;
}

/** The items of one page (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
