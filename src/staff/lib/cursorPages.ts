/**
 * The cursors of the pages a member went through (a keyset-paged list): the first page has none,
 * each next page the cursor its predecessor answered; the last is the page shown.
 */
export const cursorPages = {
  /** On to the next page, if there is one. */
  next: (pages: readonly string[], next: string | null | undefined): string[] => (next ? [...pages, next] : [...pages]),
  /** Back to the page before. */
  previous: (pages: readonly string[]): string[] => pages.slice(0, -1),
  /** The cursor of the page shown (none for the first). */
  current: (pages: readonly string[]): string | undefined => pages.at(-1),
};
