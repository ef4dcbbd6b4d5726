import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isTestFile, unitOf } from './layers.js';

/** The folders whose code imports code; tests beside it and in tests/ import but are never imported. */
const CODE_FOLDERS = ['engine', 'schemas', 'server', 'src', 'scripts', 'tests'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'fixtures', 'coverage']);
export const SOURCE = /\.(ts|tsx|js|mjs)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The relative file an import names, as the bundler finds it (extension and index optional), or undefined. */
export function resolveImport(fromFile, specifier, exists) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return CANDIDATES.map((ending) => base + ending).find(exists);
}

/** TypeScript is loaded when a graph is first built, not with the lint configuration. */
let typescript;

/** Every module a source text imports or re-exports, type-only and import() included: a type ties folders too. */
export function importedSpecifiers(text) {
  typescript ??= createRequire(import.meta.url)('typescript');
  return typescript.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

function sourceFiles(root, folder, into) {
  let entries;
  try {
    entries = fs.readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) sourceFiles(root, relative, into);
    else if (entry.isFile() && SOURCE.test(entry.name)) into.push(relative);
  }
  return into;
}

/**
 * The import graph of the code under `root`: file → files it imports (relative imports only), and
 * unit → units, each unit a folder of the layer diagram. Test files are left out: nothing imports
 * them, so they close no cycle, and their imports of support code would tie folders that their
 * code does not.
 */
export function buildImportGraph(root) {
  const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(root, folder, [])).filter((file) => !isTestFile(file));
  const known = new Set(files);
  const exists = (file) => known.has(file);
  const fileGraph = new Map();
  const unitGraph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const targets = importedSpecifiers(text)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveImport(file, specifier, exists))
      .filter(Boolean);
    fileGraph.set(file, new Set(targets));
    const from = unitOf(file)?.id;
    if (!from) continue;
    if (!unitGraph.has(from)) unitGraph.set(from, new Set());
    for (const target of targets) {
      const to = unitOf(target)?.id;
      if (to && to !== from) unitGraph.get(from).add(to);
    }
  }
  return { fileGraph, unitGraph };
}
