import type { PrecompiledModule } from './precompiledTypes';

/**
 * The precompiled validator modules written by `npm run build:validators` (engine/generated, not
 * in git), found by Vite at build time and loaded lazily: a page loads the code of its own forms
 * only. A form the build did not compile (added by configuration, or edited since) is given the
 * module the server compiled for it (./loadServed.ts, decision 0086).
 */
const modules = import.meta.glob<PrecompiledModule>('../../generated/validators/*.ts');

export async function loadPrecompiled(formId: string, hash: string): Promise<PrecompiledModule['default'] | undefined> {
  const load = modules[`../../generated/validators/${formId}.ts`];
  if (!load) return undefined;
  const module = await load();
  // A schema edited after the build (npm run dev) no longer matches its precompiled code.
  return module.hash === hash ? module.default : undefined;
}
