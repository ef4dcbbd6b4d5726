import path from 'node:path';

/**
 * The architecture as a lint rule: engine/ is shared by browser and server, so it imports
 * neither; the server never imports the browser app and the app never imports the server;
 * a feature of the app never imports another feature (bulletproof-react); server features see
 * the registry only through its interface.
 */
const ROOT = process.cwd();

function areaOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep);
  if (relative[0] === 'src' && relative[1] === 'features' && relative.length > 3) return { top: 'src', feature: relative[2] };
  if (relative[0] === 'server' && relative[1] === 'features') return { top: 'server', serverFeature: true };
  if (relative[0] === 'server' && relative[1] === 'registry') return { top: 'server', registryFile: relative.slice(2).join('/') };
  return { top: relative[0] };
}

/** The registry is reached through its interface only; how it is emulated stays behind it. */
const REGISTRY_INTERFACE = /^registry(\.ts)?$/;

function problem(from, to) {
  if (from.top === 'engine' && (to.top === 'src' || to.top === 'server')) return `engine/ must not import from ${to.top}/`;
  if (from.top === 'server' && to.top === 'src') return 'server/ must not import from src/';
  if (from.top === 'src' && to.top === 'server') return 'src/ must not import from server/';
  if (from.feature && to.feature && from.feature !== to.feature) return `feature "${from.feature}" must not import feature "${to.feature}"`;
  if (from.serverFeature && to.registryFile !== undefined && !REGISTRY_INTERFACE.test(to.registryFile))
    return 'server features reach the registry through server/registry/registry.ts (deps.registry) only';
  return undefined;
}

export const importBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keeps engine, server, app and features apart.' } },
  create(context) {
    const from = areaOf(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      const message = problem(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};
