import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve('dist-server/main.js');
/** Packages that take ~0.4 s to load and are needed only once a PDF is drawn or signed. */
const LAZY = ['pdf-lib', '@pdf-lib/fontkit', 'node-forge', '@signpdf/signpdf'];

/** Every package the server loads before it runs: the static imports of main.js and of the chunks it imports. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?"([^"]+)";?$/gms)) {
    if (specifier!.startsWith('.')) for (const name of staticImports(path.resolve(path.dirname(file), specifier!), seen)) packages.add(name);
    else packages.add(specifier!);
  }
  return packages;
}

// npm test builds before it runs vitest; a unit run on its own has no bundle to read.
describe.skipIf(!fs.existsSync(SERVER))('the server bundle (npm run build)', () => {
  it('loads the PDF drawing and signing packages only when first needed, not at start', () => {
    const loaded = staticImports(SERVER);
    expect(loaded.has('express')).toBe(true);
    for (const name of LAZY) expect(loaded.has(name), name).toBe(false);
  });
});
