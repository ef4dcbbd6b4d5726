/**
 * Pull-to-refresh and infinite loading (spec 000 sections 4 and 9): a pull shorter than 100 px is
 * ignored (offset 100), a refresh completes after 300 ms, each further page loads after 2000 ms,
 * and the end of the list says 'no more data'.
 */
export const PULL_OFFSET = 100;
export const REFRESH_DELAY_MS = 300;
export const LOAD_MORE_DELAY_MS = 2000;

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
