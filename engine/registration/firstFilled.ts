import type { RecordPath } from '../schemas/types';
import { readValues } from './readValues';
import type { ApplicationRecords } from './types';

/** The filled values of the first path that has any (e.g. the mortgagee: parties of type 10, else the right holders); none: []. */
export function firstFilled(application: ApplicationRecords, paths: readonly RecordPath[] | undefined): string[] {
  for (const path of paths ?? []) {
    const values = readValues(application, path).filter(Boolean);
    if (values.length) return values;
  }
  return [];
}
