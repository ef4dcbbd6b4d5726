/**
 * Values the test helpers remember per test server (signed-in staff, enrolled second factors), in
 * maps keyed `<baseUrl> <name>`. An API worker's files share one module cache (vitest.config.ts,
 * decision 0083), so a memo outlives its file: the shared server's sign-ins are reused, and a
 * closed server's values are forgotten (startTestServer), so a later server that gets the same
 * port starts clean.
 */
const memos: Map<string, unknown>[] = [];

export function serverMemo<T>(): Map<string, T> {
  const memo = new Map<string, T>();
  memos.push(memo as Map<string, unknown>);
  return memo;
}

export function forgetServer(baseUrl: string): void {
  for (const memo of memos) for (const key of [...memo.keys()]) if (key.startsWith(`${baseUrl} `)) memo.delete(key);
}
