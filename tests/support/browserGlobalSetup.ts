import fs from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './phoneBrowser';
import { startTestServer } from './startTestServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser project's shared Chromium, for `launchChromium()`. */
    chromiumEndpoint: string;
    /** One server per browser worker, for `workerBaseUrl()`. */
    browserBaseUrls: string[];
  }
}

/**
 * A server with the built app for each browser worker (npm test builds before it runs vitest;
 * decision 0083), and one Chromium their files connect to instead of each launching its own
 * (decision 0071).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync('dist/index.html')) throw new Error('The app is not built: run `npm run build` before the browser tests.');
  const workers = Number(project.config.maxWorkers) || 1;
  const [browser, ...servers] = await Promise.all([
    chromium.launchServer(CHROMIUM),
    ...Array.from({ length: workers }, () => startTestServer()),
  ]);
  project.provide('browserBaseUrls', servers.map((server) => server.url));
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  };
}
