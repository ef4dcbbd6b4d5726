import { execSync } from 'node:child_process';
import { buildIsStale } from './buildState.mjs';

// npm start: build when the sources changed since the last build, then serve from this process.
if (buildIsStale()) {
  console.log('Building the app (first start, or sources changed)...');
  execSync('node scripts/build.mjs', { stdio: 'inherit' });
}
await import('../dist-server/main.js');
