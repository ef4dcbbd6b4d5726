import type { Application, Row } from '../../../lib/filing/application';
import { recordIdOf } from '../../../../engine/vocabulary/recordIdOf';
import type { Vocabulary } from '../../../../engine/vocabulary/types';

/** A record of the application by its id: a party, a unit or a rights record. */
export function findRecord(detail: Application, id: string, vocabulary: Vocabulary): Row | undefined {
  const all = [...detail.sqrs, ...detail.units, ...Object.values(detail.qlxxInfo).filter((record): record is Row => Boolean(record))];
  return all.find((record) => recordIdOf(vocabulary, record) === id);
}
