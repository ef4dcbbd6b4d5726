import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { serveOnRandomPort } from '../../tests/support/serveOnRandomPort';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './staticFiles';

let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  // A built app in miniature: the HTML, a hashed asset, an icon.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-dist-'));
  for (const folder of ['assets', 'icons']) fs.mkdirSync(path.join(dist, folder));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'icons', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = express();
  app.use(staticFiles(dist));
  ({ base, close } = await serveOnRandomPort(app));
});

afterAll(() => close());

describe('staticFiles', () => {
  it('caches hashed assets for a year, icons for an hour, and the page not at all', async () => {
    expect((await fetch(`${base}/assets/app-1a2b.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/icons/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600');
    const page = await fetch(`${base}/applyDetailDyqsc?id=A1`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
  });
  it('answers a missing icon with a 404, not the page', async () => {
    const missing = await fetch(`${base}/icons/none.svg`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
  });
});
