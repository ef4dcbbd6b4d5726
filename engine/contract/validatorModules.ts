import type { CompiledValidate } from '../validation/types';
import type { FORMAT_FUNCTIONS } from '../validation/formatFunctions';
import type { STANDALONE_RUNTIME } from '../validation/standaloneRuntime';

/**
 * A published form's validators as the server serves them (docs/decisions/0086), declared once
 * for the route that answers and the form that loads them. The address names the form and the
 * content hash of its resolved schema: the same content always has the same address, so the
 * module is cached for good and a form no publish changed keeps its address.
 */
export function validatorModulePath(formId: string, hash: string): string {
  return `/api/validators/${hash}/${encodeURIComponent(formId)}.js`;
}

/**
 * What the module exports: the hash it was compiled from and a function giving its validators
 * over the formats and runtime helpers the page already has (it imports nothing itself).
 */
export interface ServedValidatorModule {
  hash: string;
  default: (formats: typeof FORMAT_FUNCTIONS, runtime: typeof STANDALONE_RUNTIME) => Record<string, CompiledValidate>;
}
