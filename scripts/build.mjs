import { execSync } from 'node:child_process';
import { markBuilt } from './buildState.mjs';

/**
 * The whole build: precompiled form validators, the browser app (Vite), and the server bundled
 * into one file (npm packages stay external) so a start does not compile TypeScript.
 */
const run = (command) => execSync(command, { stdio: 'inherit' });
run('npx tsx scripts/build-validators.ts');
run('npx vite build --logLevel warn');
run('node scripts/build-pdf-viewer.mjs');
run(
  'npx esbuild server/main.ts --bundle --platform=node --format=esm --target=node20 --packages=external ' +
    '--sourcemap --log-level=warning --outfile=dist-server/main.js',
);
markBuilt();
