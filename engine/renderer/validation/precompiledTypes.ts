import type { CompiledValidate } from '../../validation/types';

/** A precompiled module: validate functions by schema id (the form's `$id` plus any sub-schema hashes). */
export type PrecompiledModule = { default: Record<string, CompiledValidate>; hash: string };

export interface PrecompiledEntry {
  version: number;
  /** Hash of the resolved schema it was compiled from. */
  hash: string;
  load: () => Promise<PrecompiledModule>;
}
