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

/** One form ready for validation and rendering, resolved against the dictionaries. Locale-free. */
export function resolveForm(form: FormConfig, dictionaries: ReadonlyMap<string, Dictionary>): ResolvedForm {
  const resolved = resolveDictionaries(form.schema, dictionaries);
  const schema: JsonSchema = { $id: validatorIdOf(form.id), ...resolved.schema };
  return { form, schema, hash: hashJson(schema), options: resolved.options };
}
