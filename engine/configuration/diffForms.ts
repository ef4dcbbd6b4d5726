import type { ConfigChange } from '../contract/staff/configuration';
import { pointer } from '../check/types';
import { diffKeyed, type KeyedEntry } from './diffKeyed';
import { entriesUnder } from './entriesUnder';

interface FormFile {
  id?: string;
  schema?: { properties?: Record<string, unknown>; required?: string[] };
}

const formIdOf = (json: unknown, file: string) => (json as FormFile).id ?? file;

/** Every field of every form, as 'form.field', with its schema and whether it is required. */
function fieldsOf(files: Record<string, unknown>): Map<string, KeyedEntry> {
  const fields = new Map<string, KeyedEntry>();
  for (const [file, { value }] of entriesUnder(files, 'forms/', formIdOf)) {
    const form = value as FormFile;
    for (const [field, schema] of Object.entries(form.schema?.properties ?? {})) {
      const name = `${formIdOf(form, file)}.${field}`;
      fields.set(name, { name, file, pointer: pointer('schema', 'properties', field), value: { schema, required: form.schema?.required?.includes(field) ?? false } });
    }
  }
  return fields;
}

/** The forms added, removed and changed, and the fields of each (a rename reads as one removed, one added). */
export function diffForms(before: Record<string, unknown>, after: Record<string, unknown>): ConfigChange[] {
  const forms = diffKeyed('form', entriesUnder(before, 'forms/', formIdOf), entriesUnder(after, 'forms/', formIdOf)).map(({ before: _before, after: _after, ...change }) => change);
  return [...forms, ...diffKeyed('field', fieldsOf(before), fieldsOf(after))];
}
