import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Builds the pdf.js viewer served at /online/assets/pdf/web/viewer.html into dist/pdfviewer:
 * our small viewer script bundled with pdfjs-dist, the pdf.js worker, the page and its styles.
 * Everything comes from our own origin, so the app's CSP (script-src 'self', no eval) holds.
 */
const require = createRequire(import.meta.url);
const out = path.resolve('dist/pdfviewer');
const source = path.resolve('src/features/pdf-viewer/standalone');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
await build({
  entryPoints: [path.join(source, 'viewer.ts')],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  outfile: path.join(out, 'viewer.js'),
  logLevel: 'warning',
});
const pdfjs = path.dirname(require.resolve('pdfjs-dist/package.json'));
fs.copyFileSync(path.join(pdfjs, 'build', 'pdf.worker.min.mjs'), path.join(out, 'pdf.worker.min.mjs'));
fs.copyFileSync(path.join(source, 'viewer.html'), path.join(out, 'viewer.html'));
fs.copyFileSync(path.join(source, 'viewer.css'), path.join(out, 'viewer.css'));
