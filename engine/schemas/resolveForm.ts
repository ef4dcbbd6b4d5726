import { resolveDictionaries } from '../dictionaries/resolveDictionaries';
import { hashJson } from './hashJson';
import type { Dictionary, DictionaryItem, FormConfig, JsonSchema } from './types';

export interface ResolvedForm {
  form: FormConfig;
  /** The schema validators are compiled from: dictionaries resolved into enums, `$id` set. */
  schema: JsonSchema;
  /** Content hash of `schema`; a precompiled validator is used only when its hash matches. */
  hash: string;
  /** Dictionary items by field, for labels. */
  options: Record<string, DictionaryItem[]>;
}

export function validatorIdOf(formId: string): string {
  return `form-${formId}`;
}

// Configuration objects are never changed once loaded (an edit loads new ones), so a form resolved
// against the same dictionaries is resolved once: the check call validates a dozen records at once.
const resolvedCache = new WeakMap<FormConfig, { dictionaries: ReadonlyMap<string, Dictionary>; resolved: ResolvedForm }>();

/** One form ready for validation and rendering, resolved against the dictionaries. Locale-free. */
export function resolveForm(form: FormConfig, dictionaries: ReadonlyMap<string, Dictionary>): ResolvedForm {
  const cached = resolvedCache.get(form);
  if (cached?.dictionaries === dictionaries) return cached.resolved;
  const resolvedSchema = resolveDictionaries(form.schema, dictionaries);
  const schema: JsonSchema = { $id: validatorIdOf(form.id), ...resolvedSchema.schema };
  // The hash is read only where a precompiled validator is matched (after the form's first paint,
  // in the browser): it is worked out then, once (decision 0080).
  let hash: string | undefined;
  const resolved: ResolvedForm = {
    form,
    schema,
    get hash() {
      hash ??= hashJson(schema);
      return hash;
    },
    options: resolvedSchema.options,
  };
  resolvedCache.set(form, { dictionaries, resolved });
  return resolved;
}
