import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve('dist');
const CITIZEN = path.join(DIST, '.vite/manifest.json');
const STAFF = path.join(DIST, '.vite/staff-manifest.json');
/** What antd's code carries and antd-mobile's does not (its icons' class, its packages' names). */
const ANTD = /anticon|@ant-design/;
/** What antd-mobile's code carries (its components' class prefix). */
const ANTD_MOBILE = /["'`.]adm-/;

const chunksOf = (manifest: string) =>
  Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, { file: string }>)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
const read = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
/**
 * The configuration console's phone preview (decision 0087) is a citizen screen drawn in a frame of
 * its own: the one staff page whose code may carry antd-mobile.
 */
const PHONE_PREVIEW = 'src/staff/features/configuration/preview/PreviewFramePage.tsx';

/** The scripts the staff app can load from its entry, the phone preview's (and what only it loads) aside. */
function staffScreensChunks(): string[] {
  const manifest = JSON.parse(fs.readFileSync(STAFF, 'utf8')) as Record<string, ManifestChunk>;
  const found = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.src === PHONE_PREVIEW || found.has(chunk.file)) return;
    found.add(chunk.file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...found].filter((file) => file.endsWith('.js'));
}

// npm test builds before it runs vitest; a unit run on its own has no bundle to read.
describe.skipIf(!fs.existsSync(STAFF))('the staff app beside the citizen app (npm run build, decision 0048)', () => {
  it('puts antd in the staff chunks only: no citizen chunk carries any of it', () => {
    expect(chunksOf(STAFF).some((file) => ANTD.test(read(file)))).toBe(true);
    expect(chunksOf(CITIZEN).filter((file) => ANTD.test(read(file)))).toEqual([]);
    const shared = chunksOf(CITIZEN).filter((file) => chunksOf(STAFF).includes(file));
    expect(shared).toEqual([]);
  });

  it("keeps antd-mobile out of the staff chunks: the staff client shares the citizen client's core, not its screens", () => {
    expect(staffScreensChunks().filter((file) => ANTD_MOBILE.test(read(file)))).toEqual([]);
    expect(chunksOf(CITIZEN).some((file) => ANTD_MOBILE.test(read(file)))).toBe(true);
  });
});
