import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Builds a small harness page (a folder with index.html) with the app's own Vite configuration
 * (same plugins, aliases and chunking), into `outDir`. Used by the form-engine browser test and the
 * typing bench; production build, so what is measured is what ships.
 */
export async function buildHarness(root: string, outDir: string, define: Record<string, string> = {}): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  // Production React and JSX even when run from vitest (NODE_ENV=test): what is measured is what ships.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildProduction(root, outDir, define);
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

async function buildProduction(root: string, outDir: string, define: Record<string, string>): Promise<void> {
  await build({
    configFile: path.join(REPO, 'vite.config.ts'),
    root,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    define,
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
}
