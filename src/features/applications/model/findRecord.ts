import type { Application, Row } from '../../../lib/filing/application';
import { recordId } from './sectionRows';

/** A record of the application by its id: a party, a unit or a rights record. */
export function findRecord(detail: Application, id: string): Row | undefined {
  const all = [...detail.sqrs, ...detail.units, ...Object.values(detail.qlxxInfo).filter((record): record is Row => Boolean(record))];
  return all.find((record) => recordId(record) === id);
}
