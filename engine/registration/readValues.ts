import type { RecordPath } from '../schemas/types';
import type { ApplicationRecords } from './types';

/**
 * The values at a path, one per record it names, in the records' order ('' where a record holds
 * nothing): `parties.<sqr_lx>.<field>`, `units.<form>.<field>`, `rights.<form>.<field>`.
 */
export function readValues(application: ApplicationRecords, path: RecordPath): string[] {
  const [collection, selector, field] = path.split('.');
  if (!selector || !field) return [];
  const records =
    collection === 'parties'
      ? application.parties.filter((party) => party.sqr_lx === selector)
      : collection === 'units' || collection === 'rights'
        ? application[collection].filter((record) => record.form_id === selector)
        : [];
  return records.map((record) => {
    const value = record.data[field];
    return value === undefined || value === null ? '' : String(value).trim();
  });
}
