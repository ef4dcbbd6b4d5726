import { inject } from 'vitest';

/**
 * The browser project's server for this worker. The project runs its files in two workers at once,
 * each worker's files one after another against a server of its own (browserGlobalSetup.ts): no
 * file meets another's requests on the same server, as when all ran one at a time.
 */
export function workerBaseUrl(): string {
  const urls = inject('browserBaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}
