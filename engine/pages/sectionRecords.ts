import type { PageSection } from '../schemas/types';

export interface ApplicationRecords<Row> {
  /** Parties; sqr_lx 0 right holder, 1 obligor, 10 mortgagee. */
  sqrs: Row[];
  units: Row[];
  /** The application's rights record of a form, if any (keyed as the caller stores them). */
  rights: (formId: string) => Row | undefined;
}

/** The stored records a page section lists: the parties of its type, the units, or its one rights record. */
export function sectionRecords<Row extends Record<string, unknown>>(section: PageSection, records: ApplicationRecords<Row>): Row[] {
  switch (section.kind) {
    case 'party':
      return records.sqrs.filter((party) => String(party.sqr_lx) === section.partyType);
    case 'units':
      return records.units;
    case 'rights': {
      const record = section.form ? records.rights(section.form) : undefined;
      return record ? [record] : [];
    }
    default:
      return [];
  }
}
