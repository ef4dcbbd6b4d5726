import fs from 'node:fs';
import path from 'node:path';

/**
 * The addresses of the files the app serves from a public folder ('/icons/apply.svg'), which
 * icon and banner paths in the configuration must name (Node only). Undefined without the folder:
 * then those paths cannot be checked.
 */
export function publicAssets(folder: string): Set<string> | undefined {
  if (!fs.existsSync(folder)) return undefined;
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.add(`/${path.relative(folder, full).split(path.sep).join('/')}`);
    }
  };
  walk(folder);
  return found;
}
