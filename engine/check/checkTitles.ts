import type { FormConfig, TitleConfig } from '../schemas/types';
import type { PresentIds } from './presentIds';
import { pointer, type Problem } from './types';

/** A title configuration governs existing forms that accept one, and names only their fields, once each. */
export function checkTitle(file: string, title: TitleConfig, forms: ReadonlyMap<string, FormConfig>, present: PresentIds): Problem[] {
  const problems: Problem[] = [];
  const expectedId = file.replace(/^titles\//, '').replace(/\.json$/, '');
  if (title.id !== expectedId) problems.push({ file, pointer: '/id', reason: `id "${title.id}" does not match the file name "${expectedId}"` });
  const governed: FormConfig[] = [];
  title.forms.forEach((formId, index) => {
    const form = forms.get(formId);
    if (!form && present.forms.has(formId)) return; // broken form: reported there
    if (!form) problems.push({ file, pointer: pointer('forms', index), reason: `unknown form "${formId}"` });
    else if (!form.titleConfig) problems.push({ file, pointer: pointer('forms', index), reason: `form "${formId}" does not take a title configuration` });
    else governed.push(form);
  });
  const seen = new Set<string>();
  title.fields.forEach((entry, index) => {
    if (seen.has(entry.field)) problems.push({ file, pointer: pointer('fields', index, 'field'), reason: `field "${entry.field}" listed twice` });
    seen.add(entry.field);
    if (governed.length && !governed.some((form) => form.schema.properties?.[entry.field])) {
      problems.push({ file, pointer: pointer('fields', index, 'field'), reason: `field "${entry.field}" is in none of ${title.forms.join(', ')}` });
    }
    if (governed.some((form) => form.systemFields?.includes(entry.field))) {
      problems.push({ file, pointer: pointer('fields', index, 'field'), reason: `"${entry.field}" is a system field, not configurable` });
    }
  });
  return problems;
}
