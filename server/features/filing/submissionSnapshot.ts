import type { SubmissionSnapshot } from '../../../engine/review/types';
import type { StoredRecord } from '../../applications/repository';

const kept = (record: StoredRecord) => ({ id: record.id, form: record.form_id, data: record.data });

/** What a submission keeps of the stored records and pictures (docs/decisions/0053). */
export function submissionSnapshot(
  records: { parties: Array<StoredRecord & { sqr_lx: string }>; units: StoredRecord[]; rights: StoredRecord[] },
  materials: Record<string, string[]>,
  configVersion: number,
): SubmissionSnapshot {
  return {
    configVersion,
    parties: records.parties.map((party) => ({ ...kept(party), sqr_lx: party.sqr_lx })),
    units: records.units.map(kept),
    rights: records.rights.map(kept),
    materials,
  };
}
