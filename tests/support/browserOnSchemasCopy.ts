import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './phoneBrowser';
import { copySchemas } from './schemasCopy';

/**
 * A browser test file's own server on an edited copy of schemas/, and its Chromium: call once at
 * the top of the file. `url` and `browser` are set before the file's tests run; the server, the
 * browser and the copy go after them.
 */
export function browserOnSchemasCopy(prefix: string, edit: (schemas: ReturnType<typeof copySchemas>) => void) {
  const schemas = copySchemas(prefix);
  const fixture: { url: string; browser: Browser } = { url: '', browser: undefined as unknown as Browser };
  let server: { close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    edit(schemas);
    // This server's configuration is the copy (SCHEMAS_DIR, deps.schemas); the suite's shared server keeps the repository's schemas.
    const { startTestServer } = await import('./startTestServer');
    const started = await startTestServer({ SCHEMAS_DIR: schemas.dir, WX_CODE_TTL_SECONDS: '300' });
    server = started;
    fixture.url = started.url;
    fixture.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await fixture.browser?.close();
    await server?.close();
    schemas.remove();
  });
  return fixture;
}
