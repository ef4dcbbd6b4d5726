import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startOwnTestServer, type OwnTestServer } from './ownTestServer';
import { launchChromium } from './phoneBrowser';

export interface OwnServerAndBrowser {
  /** Undefined when the PostgreSQL half is skipped (no server reachable): the file's tests return early. */
  server: (OwnTestServer & { stop(): Promise<void> }) | undefined;
  browser: Browser;
}

/**
 * A browser file's server of its own (its own settings, a database to look into, a second factor
 * enrolled here) and the shared Chromium, started before the file's tests and closed after.
 */
export function ownServerAndBrowser(extra: Record<string, string> = {}): OwnServerAndBrowser {
  const own = {} as OwnServerAndBrowser;
  beforeAll(async () => {
    [own.server, own.browser] = await Promise.all([startOwnTestServer(extra), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await own.browser?.close();
    await own.server?.stop();
  });
  return own;
}
