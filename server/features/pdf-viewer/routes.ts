import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The pdf.js viewer at /online/assets/pdf/web/viewer.html?file={encoded url}, built into
 * dist/pdfviewer by scripts/build-pdf-viewer.mjs (the messaging app's browser cannot show PDFs
 * inline). Served before the API's not-found answer, since /online is an API prefix.
 */
export function pdfViewerRoutes(distDir: string): Router {
  const router = express.Router();
  router.use(
    '/online/assets/pdf/web',
    express.static(path.join(distDir, 'pdfviewer'), {
      index: false,
      fallthrough: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=86400');
      },
    }),
  );
  return router;
}
