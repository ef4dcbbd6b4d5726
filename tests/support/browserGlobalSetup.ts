import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startTestServer } from './startTestServer';

/** One server with the built app for the browser flows (npm test builds before it runs vitest). */
export default async function setup(project: TestProject) {
  if (!fs.existsSync('dist/index.html')) throw new Error('The app is not built: run `npm run build` before the browser tests.');
  const server = await startTestServer({ WX_CODE_TTL_SECONDS: '300', PHONE_CODE_TTL_SECONDS: '300' });
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', '');
  return () => server.close();
}
