import fs from 'node:fs';
import path from 'node:path';

/** What the build reads: if any of it is newer than the last build, npm start builds again. */
const INPUTS = ['src', 'engine', 'schemas', 'server', 'public', 'index.html', 'staff.html', 'vite.config.ts', 'vite.staff.config.ts', 'scripts/vite', 'package-lock.json', 'scripts/build-validators.ts', 'scripts/compress-assets.mjs'];
export const STAMP = path.resolve('dist-server/.build-stamp');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIsStale() {
  if (!fs.existsSync(STAMP) || !fs.existsSync('dist/index.html')) return true;
  const built = fs.statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(input) > built);
}

export function markBuilt() {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, new Date().toISOString());
}
