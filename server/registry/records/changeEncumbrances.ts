import crypto from 'node:crypto';
import type { LiftedEncumbrance, Objection, Restriction, Seizure, StoredCertificateDetails } from '../certificates/types';

/** The lists of a certificate the registrar writes (mortgages and notices are 登簿's, docs/decisions/0054). */
export type EncumbranceList = LiftedEncumbrance['list'];

/** What the registrar registers or lifts on a certificate (docs/decisions/0097). */
export type EncumbranceChange =
  | { kind: 'seize'; type: 1 | 2; organ: string; documentNumber: string; document: string; fileId: string; periodStart: string; periodEnd: string }
  | { kind: 'object'; applicant: string; matter: string; documentNumber: string }
  | { kind: 'restrict'; organ: string; matter: string; documentNumber: string }
  | { kind: 'lift'; list: EncumbranceList; key: string; reason: string; documentNumber: string; fileId?: string };

export type EncumbranceRefusal =
  /** A 查封 on a certificate already seized: the court's later seizure waits behind it (轮候查封). */
  | { refused: 'alreadySeized' }
  /** A 轮候查封 with no seizure to wait behind: it is a 查封. */
  | { refused: 'nothingToWaitBehind' }
  /** The entry to lift is not (or no longer) on the certificate: someone lifted it meanwhile. */
  | { refused: 'entryUnknown' };

/** When and under which id a change is written: the China date, and the new entry's id. */
export interface ChangeStamp {
  date: string;
  id: string;
}

type Entry = Seizure | Objection | Restriction;

/**
 * An entry's key: its id, or for an entry without one (the seeded register's) a digest of what it
 * says, so the registrar can name it to lift it and two identical entries are lifted one at a time.
 */
export function entryKey(entry: Entry): string {
  // Keys sorted: the database may give a stored object's keys back in another order (jsonb).
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : 1))));
  return entry.id ?? crypto.createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** Which seizure types hold a waiting one (轮候) in the queue, and what the first waiting one becomes when none holds any more (spec 000 section 9). */
const QUEUES: Array<{ holding: ReadonlyArray<Seizure['type']>; waiting: Seizure['type']; becomes: Seizure['type'] }> = [
  { holding: [1, 5], waiting: 2, becomes: 1 },
  { holding: [3], waiting: 4, becomes: 3 },
];
const holds = (seizures: Seizure[], types: ReadonlyArray<Seizure['type']>) => seizures.some((seizure) => types.includes(seizure.type));

/** The first waiting seizure of each queue left without a holder becomes the seizure (查封 lifted: the first 轮候查封 is promoted). */
function promote(seizures: Seizure[], date: string): Seizure[] {
  let result = seizures;
  for (const queue of QUEUES) {
    if (holds(result, queue.holding)) continue;
    const first = result.findIndex((seizure) => seizure.type === queue.waiting);
    if (first < 0) continue;
    result = result.map((seizure, index) => (index === first ? { ...seizure, type: queue.becomes, promotedAt: date } : seizure));
  }
  return result;
}

/**
 * A certificate's details after the registrar's change, or why the register refuses it. Pure: the
 * caller reads the details under the certificate's lock and writes the result in the same transaction.
 */
export function changeEncumbrances(details: StoredCertificateDetails, change: EncumbranceChange, stamp: ChangeStamp): StoredCertificateDetails | EncumbranceRefusal {
  switch (change.kind) {
    case 'seize': {
      const seized = holds(details.seizures, QUEUES[0]!.holding);
      if (change.type === 1 && seized) return { refused: 'alreadySeized' };
      if (change.type === 2 && !seized) return { refused: 'nothingToWaitBehind' };
      const { organ, type, documentNumber, document, fileId, periodStart, periodEnd } = change;
      return { ...details, seizures: [...details.seizures, { id: stamp.id, organ, type, documentNumber, file: document, fileId, periodStart, periodEnd, registeredAt: stamp.date }] };
    }
    case 'object':
      return { ...details, objections: [...details.objections, { id: stamp.id, applicant: change.applicant, matter: change.matter, documentNumber: change.documentNumber, registeredAt: stamp.date }] };
    case 'restrict':
      return { ...details, restrictions: [...details.restrictions, { id: stamp.id, organ: change.organ, matter: change.matter, documentNumber: change.documentNumber, registeredAt: stamp.date }] };
    case 'lift': {
      const list: Entry[] = details[change.list];
      const index = list.findIndex((entry) => entryKey(entry) === change.key);
      if (index < 0) return { refused: 'entryUnknown' };
      const rest = list.filter((_, at) => at !== index);
      const lifted: LiftedEncumbrance = {
        list: change.list,
        entry: list[index]!,
        liftedAt: stamp.date,
        reason: change.reason,
        documentNumber: change.documentNumber,
        ...(change.fileId ? { fileId: change.fileId } : {}),
      };
      const next = { ...details, [change.list]: change.list === 'seizures' ? promote(rest as Seizure[], stamp.date) : rest, lifted: [...(details.lifted ?? []), lifted] };
      return next;
    }
  }
}
