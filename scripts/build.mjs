import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { markBuilt } from './buildState.mjs';

/**
 * The whole build: precompiled form validators, the browser app (Vite), and the server bundled
 * (npm packages stay external) so a start does not compile TypeScript. The server is main.js
 * plus chunks for what it imports lazily (the PDF drawing and signing, loaded after it listens).
 */
const run = (command) => execSync(command, { stdio: 'inherit' });
fs.rmSync('dist-server/chunks', { recursive: true, force: true });
run('npx tsx scripts/build-validators.ts');
run('npx vite build --logLevel warn');
// Each route's chunks, for the server to name in that route's HTML (decision 0064).
run('npx tsx scripts/vite/writeRoutePreloads.ts');
// The staff desktop app, a build of its own beside the citizen's (decision 0048).
run('npx vite build --config vite.staff.config.ts --logLevel warn');
// Each script and stylesheet of both apps also as Brotli 11, which the server sends when accepted
// (decision 0080; the staff app's too since issue 31, its queue's cold load).
run('node scripts/compress-assets.mjs dist/assets');
run('node scripts/build-pdf-viewer.mjs');
run(
  'npx esbuild server/main.ts --bundle --platform=node --format=esm --target=node20 --packages=external ' +
    '--splitting --outdir=dist-server --entry-names=[name] --chunk-names=chunks/[name]-[hash] --sourcemap --log-level=warning',
);
markBuilt();
