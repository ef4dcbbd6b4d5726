import type { Vocabulary } from './types';

/** The key getApply's qlxxInfo (and the spec's save wrapper) gives a form's rights record: DYQXX for dyqxx. */
export function rightsKeyOf(vocabulary: Vocabulary, formId: string): string {
  return vocabulary.records.rightsKey === 'upperCaseFormId' ? formId.toUpperCase() : formId;
}
