import type { ApplicationRecords } from '../pages/sectionRecords';
import { rightsKeyOf } from './rightsKeyOf';
import type { Vocabulary } from './types';

/** getApply's records as sectionRecords reads them: its qlxxInfo keyed as the vocabulary says (the form id in capitals). */
export function applicationRecords<Row>(vocabulary: Vocabulary, application: { sqrs: Row[]; units: Row[]; qlxxInfo?: Record<string, Row> | undefined }): ApplicationRecords<Row> {
  return { sqrs: application.sqrs, units: application.units, rights: (formId) => application.qlxxInfo?.[rightsKeyOf(vocabulary, formId)] };
}
