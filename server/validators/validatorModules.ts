import { validatorModulePath } from '../../engine/contract/validatorModules';
import { resolveForm } from '../../engine/schemas/resolveForm';
import type { SchemaRegistry } from '../../engine/schemas/types';
import { servedModule } from './servedModule';

/** A configuration version as its validators need it (server/schemas' PublishedVersion is one). */
export interface ValidatedVersion {
  hash: string;
  registry: SchemaRegistry;
}

/** One form's served validators: its address (engine/contract/validatorModules.ts) and code. */
export interface ValidatorModule {
  formId: string;
  /** Content hash of the form's resolved schema, as the browser works it out. */
  hash: string;
  path: string;
  code: string;
}

/**
 * How many compiled modules a process keeps: every form of a few hundred versions, far more than
 * a hall publishes while it runs. The oldest goes first; a current form's comes back on request.
 */
const KEPT_MODULES = 2000;

/** Lets requests in between two forms' compilations (each takes some tens of milliseconds). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The validators of published forms, compiled on the server (docs/decisions/0086): for a whole
 * version when it is published (compileValidatorsFor), else a form's at its first request (find,
 * against the current version). Modules are kept by content, so a form a publish did not change
 * is not compiled again and keeps its address.
 */
export function createValidatorModules(current: () => Promise<ValidatedVersion>) {
  const modules = new Map<string, ValidatorModule>();
  const versions = new Map<string, Promise<ValidatorModule[]>>();

  function compile(version: ValidatedVersion, formId: string): ValidatorModule | undefined {
    const form = version.registry.forms.get(formId);
    if (!form) return undefined;
    const resolved = resolveForm(form, version.registry.dictionaries);
    const path = validatorModulePath(formId, resolved.hash);
    const known = modules.get(path);
    if (known) return known;
    const made = { formId, hash: resolved.hash, path, code: servedModule(resolved) };
    modules.set(path, made);
    if (modules.size > KEPT_MODULES) modules.delete(modules.keys().next().value!);
    return made;
  }

  return {
    /** Every form's module of a version, compiled once per version hash (publishing calls it). */
    compileValidatorsFor(version: ValidatedVersion): Promise<ValidatorModule[]> {
      let compiled = versions.get(version.hash);
      if (!compiled) {
        compiled = (async () => {
          const made: ValidatorModule[] = [];
          for (const formId of [...version.registry.forms.keys()].sort()) {
            await nextTurn();
            made.push(compile(version, formId)!);
          }
          return made;
        })();
        versions.set(version.hash, compiled);
        // A failed compilation is tried again by the next caller.
        compiled.catch(() => versions.delete(version.hash));
      }
      return compiled;
    },

    /** The module at a form's address: compiled already, or the current version's form of that content. */
    async find(formId: string, hash: string): Promise<ValidatorModule | undefined> {
      const known = modules.get(validatorModulePath(formId, hash));
      if (known) return known;
      const module = compile(await current(), formId);
      return module?.hash === hash ? module : undefined;
    },
  };
}

export type ValidatorModules = ReturnType<typeof createValidatorModules>;
