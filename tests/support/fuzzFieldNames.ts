import fs from 'node:fs';
import path from 'node:path';

function filesUnder(folder: string, suffix: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix) && !entry.name.endsWith(`.test${suffix}`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// A key of a zod object in a route's schema: `name: z.…`, `name: textField(…)`, `name: someField(…)`.
const ZOD_KEY = /^\s+['"]?([A-Za-z_][A-Za-z0-9_]*)['"]?: (?:z\.|[a-z][A-Za-z]*Field\(|[a-z][A-Za-z]*Schema\b)/gm;

/**
 * The field names requests carry, read from the code and configuration rather than listed by
 * hand: the keys of the server's zod schemas and every property of the form schemas, so the
 * fuzz test sends a new route's fields without being told about them.
 */
export function fuzzFieldNames(): { server: string[]; forms: string[]; uploads: string[] } {
  const server = new Set<string>();
  const uploads = new Set<string>();
  for (const file of filesUnder('server', '.ts')) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(ZOD_KEY)) server.add(match[1]!);
    for (const match of text.matchAll(/field: '([A-Za-z_]+)'/g)) uploads.add(match[1]!);
  }
  const forms = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const properties = (value as { properties?: unknown }).properties;
    if (properties && typeof properties === 'object') Object.keys(properties).forEach((name) => forms.add(name));
    Object.values(value).forEach(visit);
  };
  for (const file of filesUnder('schemas', '.json')) if (!file.includes(`${path.sep}messages${path.sep}`)) visit(JSON.parse(fs.readFileSync(file, 'utf8')));
  for (const name of server) forms.delete(name);
  return { server: [...server].sort(), forms: [...forms].sort(), uploads: [...uploads].sort() };
}
