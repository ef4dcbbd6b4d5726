/** What a page needs of one of its swr calls to tell whether it failed with nothing to show. */
export interface PageCall {
  data?: unknown;
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/**
 * The failure of a page's calls that left it without data (the first one's error), and a retry
 * that makes every such call again; null while nothing failed. A call that failed on revalidation
 * but still has its data keeps the page as it is.
 */
export function failedCall(...calls: PageCall[]): { error: unknown; retry: () => void } | null {
  const failed = calls.filter((call) => call.error !== undefined && call.data === undefined);
  if (failed.length === 0) return null;
  return {
    error: failed[0]!.error,
    retry: () => {
      for (const call of failed) void call.mutate();
    },
  };
}
