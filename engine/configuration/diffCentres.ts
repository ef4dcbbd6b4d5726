import type { ConfigChange } from '../contract/staff/configuration';
import { diffKeyed } from './diffKeyed';
import { listEntries } from './listEntries';

/** The appointment centres added, removed and changed (appointments/reference.json), by id. */
export function diffCentres(before: Record<string, unknown>, after: Record<string, unknown>): ConfigChange[] {
  const centres = (files: Record<string, unknown>) => listEntries(files, 'appointments/reference.json', 'centres', (row) => String(row.id), (id) => `centre ${id}`);
  return diffKeyed('centre', centres(before), centres(after));
}
