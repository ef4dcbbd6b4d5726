import type { ApplicationSnapshot } from '../../engine/application/types';
import type { Vocabulary } from '../../engine/vocabulary/types';
import { storedFacts } from './applicationForms';
import { partyView, recordView } from './applicationView';
import type { ApplicationRow, StoredRecord } from './repository';

/**
 * Everything stored under an application as the engine reads it: the completeness check and the
 * pre-acceptance checks (the citizen's and the back office's) all read this one snapshot; its
 * records carry their ids under the vocabulary's keys.
 */
export function applicationSnapshot(
  vocabulary: Vocabulary,
  { app, records }: { app: ApplicationRow; records: { parties: Array<StoredRecord & { sqr_lx: string }>; units: StoredRecord[]; rights: StoredRecord[] } },
  materials?: Record<string, number>,
): ApplicationSnapshot {
  return {
    proinst: storedFacts(app),
    sqrs: records.parties.map((party) => partyView(vocabulary, party)),
    units: records.units.map((unit) => recordView(vocabulary, unit)),
    qlxx: Object.fromEntries(records.rights.map((record) => [record.form_id, record.data])),
    materials,
  };
}
