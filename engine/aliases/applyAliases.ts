import type { FormConfig } from '../schemas/types';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Brings the specification's other spellings to the form's own, on input and in stored drafts:
 * other names of fields (dyqxx: zqqssj → zqlxqx_start, zqjssj → zqlxqx_end; a value under the
 * field's own name wins) and other codes of values (the prohibition clause's 2 → 1, yes). The
 * same object comes back when there is nothing to change.
 */
export function applyAliases(form: FormConfig, data: Record<string, unknown>): Record<string, unknown> {
  let out = data;
  const writable = () => (out === data ? (out = { ...data }) : out);
  for (const [alias, field] of Object.entries(form.aliases ?? {})) {
    if (!(alias in out)) continue;
    const target = writable();
    if (isEmpty(target[field])) target[field] = target[alias];
    delete target[alias];
  }
  for (const [field, codes] of Object.entries(form.valueAliases ?? {})) {
    const value = out[field];
    if (!isEmpty(value) && Object.hasOwn(codes, String(value))) writable()[field] = codes[String(value)];
  }
  return out;
}
