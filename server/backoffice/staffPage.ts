import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { STAFF_ENTRIES, staffEntryOf } from '../../engine/routing/staffEntries';

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

/**
 * /partner and /admin opened in any browser (a bank's desktop too) go straight to the staff app,
 * before the citizen's session is read: no messaging-app sign-in on the way, and nothing of the
 * citizen's goes along (docs/decisions/0079).
 */
export function staffEntries(): Router {
  const router = Router();
  router.get(Object.keys(STAFF_ENTRIES), (req, res, next) => {
    const target = staffEntryOf(req.path);
    if (!target || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, target);
  });
  return router;
}
