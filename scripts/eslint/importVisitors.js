import fs from 'node:fs';
import path from 'node:path';

/** ESLint visitors that call `check(node, specifier)` for every relative import, re-export and import(). */
export function relativeImportVisitors(check) {
  const visit = (node, source) => {
    if (typeof source === 'string' && source.startsWith('.')) check(node, source);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && visit(node, node.source.value),
    ExportAllDeclaration: (node) => visit(node, node.source.value),
    ImportExpression: (node) => visit(node, node.source.value),
  };
}

/** The linted file relative to the repository (the directory ESLint runs in), with /. */
export const relativeToRoot = (context, file) => path.relative(context.cwd, file).split(path.sep).join('/');

/** Whether a file relative to the repository exists on disk. */
export const existsUnder = (root) => (relative) => fs.statSync(path.join(root, relative), { throwIfNoEntry: false })?.isFile() ?? false;
