import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The staff app's features stand alone (bulletproof-react): a feature imports the shared lib/ and
 * its own files, never another feature; only app/ puts them together.
 */
const FEATURES = path.resolve('src/staff/features');

const filesOf = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesOf(path.join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(folder, entry.name)] : []));

/** The feature a file belongs to, or undefined outside the features. */
const featureOf = (file: string) => {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};

describe('the staff features', () => {
  it('import no other feature', () => {
    const crossings = filesOf(FEATURES).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)]
        .map((match) => path.resolve(path.dirname(file), match[1]!))
        .filter((target) => featureOf(target) !== undefined && featureOf(target) !== featureOf(file))
        .map((target) => `${path.relative(FEATURES, file)} → ${path.relative(FEATURES, target)}`),
    );
    expect(crossings).toEqual([]);
  });
});
