import type { ResolvedForm } from '../../engine/schemas/resolveForm';
import { standaloneCode } from '../../engine/validation/standaloneCode';

/**
 * One published form's validators as the ES module the browser imports (engine/contract/
 * validatorModules.ts): the build's standalone code inside a function that is handed the formats
 * and runtime helpers, because a module served from the database's configuration cannot import
 * the engine's files the way a built one does.
 */
export function servedModule(resolved: ResolvedForm): string {
  return [
    `/* Compiled by the server from the published form ${resolved.form.id} (version ${resolved.form.version}). */`,
    `export const hash = ${JSON.stringify(resolved.hash)};`,
    'export default function validatorsOf(formats, runtime) {',
    'const validators = {};',
    standaloneCode(resolved),
    'return validators;',
    '}',
    '',
  ].join('\n');
}
