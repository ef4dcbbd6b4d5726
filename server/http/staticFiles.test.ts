import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  // The build's table of each route's files (scripts/vite/writeRoutePreloads.ts), in miniature.
  fs.writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: [
        { path: '/upload', files: ['/assets/Upload-1.js', '/assets/filing-1.css'] },
        { path: '/:page', pattern: true },
      ],
      families: { detail: ['/assets/Detail-1.js'] },
      catalogues: { en: ['/assets/en-1.js'] },
    }),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'export {};');
  // The build's Brotli beside a script (scripts/compress-assets.mjs).
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync('export {}; // brotli'));
  fs.writeFileSync(path.join(dist, 'icons', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = express();
  app.use(staticFiles(dist, (pathname, locale) => (pathname === '/' ? `<link rel="preload" as="image" href="/banners/1-${locale}.svg">` : '')));
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
  it("names the chunks and stylesheets of the route a page opens on in its head, and English's catalogue to an English browser", async () => {
    const head = async (address: string, language: string) =>
      (await (await fetch(`${base}${address}`, { headers: { accept: 'text/html', 'accept-language': language } })).text()).split('</head>')[0];
    const upload = await head('/upload?slsqId=A1', 'zh-CN,zh;q=0.9');
    expect(upload).toContain('<link rel="modulepreload" crossorigin href="/assets/Upload-1.js">');
    expect(upload).toContain('<link rel="preload" as="style" crossorigin href="/assets/filing-1.css">');
    expect(upload).not.toContain('en-1.js');
    expect(await head('/applyDetailDyqsc?id=A1', 'en-US,en;q=0.9')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/en-1.js"><link rel="modulepreload" crossorigin href="/assets/Detail-1.js">',
    );
    expect(await head('/', 'en')).toContain('<link rel="preload" as="image" href="/banners/1-en.svg">');
    // A path of no route's shape names nothing.
    expect(await head('/nothing', 'zh-CN')).not.toContain('<link');
  });
  it("sends the build's Brotli of a script to a browser that accepts it, as a script cached for a year, and the script itself to one that does not", async () => {
    const packed = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(packed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(packed.headers.get('vary')).toContain('Accept-Encoding');
    expect(await packed.text()).toBe('export {}; // brotli');
    const plain = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export {};');
  });
  it('answers a missing icon with a 404, not the page', async () => {
    const missing = await fetch(`${base}/icons/none.svg`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
  });
});
