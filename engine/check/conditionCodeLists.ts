import type { BusinessCatalogue, FormConfig } from '../schemas/types';
import type { CodeList, CodeLists } from './checkConditionCodes';

/** The dictionary whose codes each fact takes (the catalogue's business ids for prodefid). */
const FACT_DICTIONARIES: Readonly<Record<string, string>> = { djlx: 'DJLX', qllx: 'QLLX', applicantType: 'SQRLX', partyType: 'SQR_LX' };

/**
 * The code lists the rules of one file are held to: the facts' dictionaries everywhere, and the
 * dictionaries of the fields of the forms in scope (a form's own rules, or the forms of a page's
 * sections; a field named by two of them may take the codes of either).
 */
export function conditionCodeLists(
  codesOf: (reference: string) => ReadonlySet<string> | undefined,
  catalogue: BusinessCatalogue | undefined,
  formsInScope: readonly FormConfig[],
): CodeLists {
  const fact = (name: string): CodeList | undefined => {
    if (name === 'prodefid') return catalogue && { name: 'the catalogue\'s business ids', codes: new Set(catalogue.parents.flatMap((parent) => parent.Prodefs.map((business) => business.id))) };
    const dictionary = FACT_DICTIONARIES[name];
    const codes = dictionary ? codesOf(dictionary) : undefined;
    return dictionary && codes ? { name: dictionary, codes } : undefined;
  };
  const field = (name: string): CodeList | undefined => {
    const references = [...new Set(formsInScope.flatMap((form) => form.schema.properties?.[name]?.['x-dictionary'] ?? []))];
    const lists = references.flatMap((reference) => [...(codesOf(reference) ?? [])]);
    return references.length && lists.length ? { name: references.join(' or '), codes: new Set(lists) } : undefined;
  };
  return { fact, field: formsInScope.length ? field : undefined };
}
