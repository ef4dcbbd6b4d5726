import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves the built app: hashed assets cached for a year as immutable, the icons (unhashed names)
 * for an hour, index.html never cached, and index.html for every other GET so the client router
 * can show its own pages (and its 404). A missing file (a path with an extension: /icons/x.svg) is
 * a 404, not the app's page with 200.
 */
export function staticFiles(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
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
    res.sendFile(indexFile);
  });
  return router;
}
