import { validatorModulePath, type ServedValidatorModule } from '../../contract/validatorModules';
import type { CompiledValidate } from '../../validation/types';
import { FORMAT_FUNCTIONS } from '../../validation/formatFunctions';
import { STANDALONE_RUNTIME } from '../../validation/standaloneRuntime';

/**
 * The validators the server compiled for a published form no build knew (a business added by
 * configuration, docs/decisions/0086): a same-origin module imported as any script is, so the
 * page's CSP needs no eval, handed the formats and runtime helpers this bundle already carries.
 * Rejects when the module cannot be loaded; undefined when it was compiled from other content.
 */
export async function loadServed(formId: string, hash: string): Promise<Record<string, CompiledValidate> | undefined> {
  const module = (await import(/* @vite-ignore */ validatorModulePath(formId, hash))) as ServedValidatorModule;
  return module.hash === hash ? module.default(FORMAT_FUNCTIONS, STANDALONE_RUNTIME) : undefined;
}
