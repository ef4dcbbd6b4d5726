import type { BusinessCatalogue, FormConfig, TitleConfig } from '../schemas/types';
import type { PresentIds } from './presentIds';
import { pointer, type Problem } from './types';

/**
 * Business ids are unique, each business names an existing title configuration, each parent an
 * existing type; its registration and rights types (djlx, qllx) are codes of the DJLX and QLLX
 * dictionaries, so a new kind of business is a catalogue and dictionary edit, never a
 * meta-schema one (docs/decisions/0085); a business's form defaults name existing forms and
 * fields (dictionary codes for dictionary fields); the party types that confirm (confirmBy) are
 * codes of SQR_LX.
 */
export function checkCatalogue(
  file: string,
  catalogue: BusinessCatalogue,
  titles: ReadonlyMap<string, TitleConfig>,
  present: PresentIds,
  forms: ReadonlyMap<string, FormConfig>,
  codesOf: (reference: string) => Set<string> | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const ranges = new Set(catalogue.types.map((type) => type.examplerange));
  const ids = new Set<string>();
  const typeLists = [['djlx', 'DJLX'], ['qllx', 'QLLX']] as const;
  for (const [, list] of typeLists) {
    if (!codesOf(list)) problems.push({ file, pointer: '', reason: `no dictionary ${list} (schemas/dictionaries/${list}.json): the businesses' ${list.toLowerCase()} codes are its codes` });
  }
  catalogue.parents.forEach((parent, parentIndex) => {
    if (!ranges.has(parent.examplerange)) {
      problems.push({ file, pointer: pointer('parents', parentIndex, 'examplerange'), reason: `no business type with examplerange "${parent.examplerange}"` });
    }
    parent.Prodefs.forEach((business, index) => {
      const at = pointer('parents', parentIndex, 'Prodefs', index);
      if (ids.has(business.id)) problems.push({ file, pointer: `${at}/id`, reason: `duplicate business id "${business.id}"` });
      ids.add(business.id);
      if (!titles.has(business.titleConfig) && !present.titles.has(business.titleConfig)) problems.push({ file, pointer: `${at}/titleConfig`, reason: `unknown title configuration "${business.titleConfig}"` });
      for (const [key, list] of typeLists) {
        const codes = codesOf(list);
        if (codes && !codes.has(business[key])) problems.push({ file, pointer: `${at}/${key}`, reason: `"${business[key]}" is not a code of ${list} (add it to schemas/dictionaries/${list}.json)` });
      }
      const partyTypes = codesOf('SQR_LX');
      (business.confirmBy ?? []).forEach((entry, entryIndex) => {
        if (partyTypes && !partyTypes.has(entry.partyType)) {
          problems.push({ file, pointer: `${at}${pointer('confirmBy', entryIndex, 'partyType')}`, reason: `"${entry.partyType}" is not a code of SQR_LX` });
        }
      });
      for (const [formId, values] of Object.entries(business.formDefaults ?? {})) {
        const form = forms.get(formId);
        if (!form) {
          if (!present.forms.has(formId)) problems.push({ file, pointer: `${at}${pointer('formDefaults', formId)}`, reason: `unknown form "${formId}"` });
          continue;
        }
        for (const [field, value] of Object.entries(values)) {
          const schema = form.schema.properties?.[field];
          const codes = typeof schema?.['x-dictionary'] === 'string' ? codesOf(schema['x-dictionary']) : undefined;
          if (!schema) problems.push({ file, pointer: `${at}${pointer('formDefaults', formId, field)}`, reason: `unknown field "${field}" of ${formId}` });
          else if (codes && !codes.has(String(value))) problems.push({ file, pointer: `${at}${pointer('formDefaults', formId, field)}`, reason: `"${String(value)}" is not a code of ${String(schema['x-dictionary'])}` });
        }
      }
    });
  });
  return problems;
}
