/**
 * What the server names in a page's HTML for the route it opens on (decision 0064): the route's
 * lazy chunks and their stylesheets, read from Vite's manifest, so a phone fetches them beside the
 * entry instead of after it has run. Written at build time to dist/route-preloads.json.
 */

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export type { PreloadRoute, RoutePreloads } from '../../engine/pages/routePreloadTypes';
export { pathMatches } from '../../engine/pages/pathMatches';

/**
 * The files (as URLs) a module's chunk needs that the HTML entry does not load already: its own,
 * its static imports', and their stylesheets. Scripts first, in import order, then stylesheets.
 */
export function filesOfModule(manifest: Manifest, moduleKey: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedByEntry = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string, into: Set<string>, collect: boolean) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next, into, collect);
    if (!collect || loadedByEntry.has(chunk.file)) return;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) visit(entryKey, loadedByEntry, false);
  if (!manifest[moduleKey]) throw new Error(`${moduleKey} is not in the build manifest`);
  visit(moduleKey, new Set(), true);
  return [...scripts, ...styles];
}

/** React Router's rank of a path (its computeScore): static segments outrank `:params`, which outrank `*`. */
export function rankOfPath(path: string, index = false): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}
