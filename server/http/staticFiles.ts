import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import type { Locale } from '../../engine/i18n/translate';
import { localeOf } from './locale';
import { routePreloads } from './routePreloads';

/**
 * Serves the built app: hashed assets cached for a year as immutable, the icons (unhashed names)
 * for an hour, index.html never cached, and index.html for every other GET so the client router
 * can show its own pages (and its 404). A missing file (a path with an extension: /icons/x.svg) is
 * a 404, not the app's page with 200. The page names the chunks of the route it opens on
 * (routePreloads) and what `pageLinks` adds for its path (the home page's banner), decision 0064.
 */
export function staticFiles(distDir: string, pageLinks: (pathname: string, locale: Locale) => string = () => ''): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  const preloadsOf = routePreloads(distDir);
  // A script or stylesheet the build also wrote as Brotli 11 (scripts/compress-assets.mjs) goes out
  // as that file to a browser that accepts it: some 14 % fewer bytes than on-the-fly compression
  // (decision 0080). The compression middleware leaves an answer already encoded alone.
  router.get(/^\/assets\/[\w.-]+\.(js|css)$/, (req, res, next) => {
    if (req.acceptsEncodings('br', 'identity') !== 'br') return next();
    const packed = path.join(distDir, `${req.path}.br`);
    if (!fs.existsSync(packed)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', 'br');
    res.type(path.extname(req.path));
    res.sendFile(packed, { immutable: true, maxAge: '365d' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  // The favicon and the sign-in check's icon were asked for again (a round trip each) on every
  // route change of a page load; an icon changed by a deploy is seen within the hour.
  router.use('/icons', express.static(path.join(distDir, 'icons'), { index: false, maxAge: '1h' }));
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.get(/.*/, (req, res, next) => {
    if (path.extname(req.path)) return res.status(404).type('text').send('Not found');
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(indexFile)) return res.status(503).type('text').send('The app has not been built: run npm run build.');
    res.setHeader('Cache-Control', 'no-cache');
    const html = fs.readFileSync(indexFile, 'utf8');
    const locale = localeOf(req);
    res.type('html').send(html.replace('</head>', `${pageLinks(req.path, locale)}${preloadsOf(req.path, locale)}</head>`));
  });
  return router;
}
