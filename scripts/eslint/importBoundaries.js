import path from 'node:path';
import { resolveImport } from './importGraph.js';
import { existsUnder, relativeImportVisitors, relativeToRoot } from './importVisitors.js';
import { layerProblem } from './layers.js';

/**
 * The layer diagram as a lint rule (scripts/eslint/layers.js, decision 0070): every import runs
 * the way the diagram allows: engine imports neither app nor server, the staff and citizen apps
 * stay apart, features (citizen, staff, back office) do not import each other, the register is
 * reached through its interface.
 */
export const importBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keeps every import the way the layer diagram allows.' } },
  create(context) {
    const file = relativeToRoot(context, context.filename);
    if (file.startsWith('..')) return {};
    const exists = existsUnder(context.cwd);
    return relativeImportVisitors((node, specifier) => {
      const target = resolveImport(file, specifier, exists) ?? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const message = layerProblem(file, target);
      if (message) context.report({ node, message });
    });
  },
};
