import { cyclicParts, shortestPath } from './findCycles.js';
import { buildImportGraph, resolveImport } from './importGraph.js';
import { existsUnder, relativeImportVisitors, relativeToRoot } from './importVisitors.js';
import { isTestFile, unitOf } from './layers.js';

/** One graph per repository and lint run: built when the first file is linted (a second or so). */
const graphs = new Map();

function cyclesUnder(root) {
  if (!graphs.has(root)) {
    const { fileGraph, unitGraph } = buildImportGraph(root);
    graphs.set(root, { fileGraph, unitGraph, fileParts: cyclicParts(fileGraph), unitParts: cyclicParts(unitGraph) });
  }
  return graphs.get(root);
}

/** The cycle an import closes, file level first, as "a → b → a", or undefined. */
function closedCycle(cycles, file, target) {
  const { fileGraph, unitGraph, fileParts, unitParts } = cycles;
  if (fileParts.has(file) && fileParts.get(file) === fileParts.get(target))
    return `import cycle between files: ${[file, ...shortestPath(fileGraph, target, file, fileParts)].join(' → ')}`;
  const from = unitOf(file)?.id;
  const to = unitOf(target)?.id;
  if (!from || !to || from === to || !unitParts.has(from) || unitParts.get(from) !== unitParts.get(to)) return undefined;
  return `import cycle between folders: ${[from, ...shortestPath(unitGraph, to, from, unitParts)].join(' → ')}`;
}

/**
 * No import cycles (decision 0070), file level and folder level (a folder being a unit of the
 * layer diagram): every import that closes one is reported, with the cycle. Type-only imports
 * count: a type ties two folders as much as a value does.
 */
export const importCycles = {
  meta: { type: 'problem', schema: [], docs: { description: 'No import cycles between files or between folders.' } },
  create(context) {
    const file = relativeToRoot(context, context.filename);
    const exists = existsUnder(context.cwd);
    // The graph is the files on disk: a text linted under a name no file has (a rule's test) is in none of its cycles.
    if (file.startsWith('..') || isTestFile(file) || !exists(file)) return {};
    return relativeImportVisitors((node, specifier) => {
      const target = resolveImport(file, specifier, exists);
      const message = target && closedCycle(cyclesUnder(context.cwd), file, target);
      if (message) context.report({ node, message });
    });
  },
};
