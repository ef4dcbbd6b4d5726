import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';

/**
 * The staff desktop app (its own Vite entry, staff.html) for every page under /staff: the
 * citizen's index.html never loads it, and it never loads the citizen's app.
 */
export function staffPage(distDir: string): Router {
  const router = Router();
  const staffFile = path.join(distDir, 'staff.html');
  router.get(/^\/staff(\/.*)?$/, (req, res, next) => {
    if (req.path.startsWith('/staff/api') || path.extname(req.path) || !req.accepts('html')) return next();
    if (!fs.existsSync(staffFile)) return res.status(503).type('text').send('The app has not been built: run npm run build.');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(staffFile);
  });
  return router;
}
