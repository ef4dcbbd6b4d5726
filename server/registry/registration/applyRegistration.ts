import type { Transaction } from 'kysely';
import type { CheckOutcome } from '../../../engine/checks/types';
import { formatDate } from '../../../engine/dates/formatDate';
import type { RegistrationEffect } from '../../../engine/registration/types';
import type { Database } from '../../db/types';
import { describeEncumbrances } from '../certificates/encumbrances';
import type { StoredCertificateDetails } from '../certificates/types';
import { createRegistryRepository } from '../registryRepository';
import { changeDetails, type DetailsRefusal } from './changeDetails';
import { proofNumber } from './proofNumber';

export type RegistrationRefusal =
  | { refused: 'certificateUnknown'; certificate: string }
  | { refused: 'certificateCancelled'; certificate: string }
  | { refused: 'unitNotHeld'; certificate: string; unit: string }
  | DetailsRefusal
  /** A check 登簿 judges again failed: the register no longer holds what the business needs (docs/decisions/0058). */
  | { refused: 'changed'; check: CheckOutcome };

export type RegistrationOutcome = { applied: boolean; certificate: string; proofNumber?: string } | RegistrationRefusal;

/** Effects that issue a 不动产登记证明 (the mortgagee's or the notice holder's proof). */
const ISSUES_PROOF = new Set<RegistrationEffect['kind']>(['addMortgage', 'transferMortgage', 'addNotices']);

/**
 * The register's side of 登簿 (docs/decisions/0054, 0074): writes an application's effect on every
 * certificate its units name, in the caller's transaction, under the certificates' row locks (taken
 * in number order). Each certificate must exist, be valid and hold its units; a cancellation that
 * names only a proof number finds its certificate by it. Nothing is written unless every
 * certificate takes the change. An application already written changes nothing again (its id is
 * kept with the details). `changedSince`, the failed check of what 登簿 judged again under the same
 * locks, refuses after the register's own refusals. `certificate` answers every number written, joined with 、.
 * `ownershipName` names a co-ownership code as the caller's GYFS dictionary does (the code its
 * `otherwise` names for one the dictionary lacks): the register stores the name.
 */
export async function applyRegistration(
  tx: Transaction<Database>,
  application: { id: string; prolsh: string },
  effect: RegistrationEffect,
  changedSince: CheckOutcome | undefined,
  ownershipName: (code: string, otherwise: string) => string,
  at: Date = new Date(),
): Promise<RegistrationOutcome> {
  const records = createRegistryRepository(tx);
  // Each certificate locked with the units the application says it covers (none when found by a proof number).
  const targets: Array<{ found: NonNullable<Awaited<ReturnType<typeof records.lockByNumber>>>; units: string[] }> = [];
  if (!effect.places.length && 'proofNumber' in effect) {
    const found = await records.lockByProof(tx, effect.proofNumber);
    if (!found) return { refused: effect.kind === 'removeNotice' ? 'noticeUnknown' : 'mortgageUnknown', proofNumber: effect.proofNumber };
    targets.push({ found, units: [] });
  }
  for (const number of [...new Set(effect.places.map((place) => place.certificate))].sort()) {
    const found = await records.lockByNumber(tx, number);
    if (!found) return { refused: 'certificateUnknown', certificate: number };
    targets.push({ found, units: effect.places.filter((place) => place.certificate === number).map((place) => place.unit) });
  }
  for (const { found, units } of targets) {
    if (found.sfyx !== '1') return { refused: 'certificateCancelled', certificate: found.bdcqzh };
    const covered = new Set([found.zdbdcdyid, ...found.bdcdyid.split('@')]);
    const outside = units.find((unit) => !covered.has(unit));
    if (outside) return { refused: 'unitNotHeld', certificate: found.bdcqzh, unit: outside };
  }
  const certificate = targets.map(({ found }) => found.bdcqzh).join('、');
  if (targets.some(({ found }) => found.details.registeredApplications?.includes(application.id))) return { applied: false, certificate };
  if (changedSince) return { refused: 'changed', check: changedSince };

  const issued = ISSUES_PROOF.has(effect.kind) ? proofNumber(targets[0]!.found.bdcqzh, application.prolsh, at) : undefined;
  const stamp = { registeredAt: formatDate(at), proofNumber: issued ?? '', registration: application.prolsh };
  const changes: Array<{ id: string; sfyx: string; details: StoredCertificateDetails }> = [];
  for (const { found } of targets) {
    const details: StoredCertificateDetails = { mortgages: [], seizures: [], objections: [], restrictions: [], ...found.details };
    const changed = changeDetails(details, effect, stamp, found.bdcqzh);
    if ('refused' in changed) return changed;
    changes.push({ id: found.id, sfyx: found.sfyx, details: { ...changed, registeredApplications: [...(details.registeredApplications ?? []), application.id] } });
  }
  for (const change of changes) {
    if (effect.kind === 'transferHolders') await replaceHolders(records, tx, change.id, effect, ownershipName);
    await records.saveDetails(tx, change.id, change.details, describeEncumbrances({ sfyx: change.sfyx, ...change.details }).status);
  }
  return { applied: true, certificate, ...(issued ? { proofNumber: issued } : {}) };
}

/** A sale keeps the certificate and its number and changes who holds it (docs/decisions/0054). */
function replaceHolders(
  records: ReturnType<typeof createRegistryRepository>,
  tx: Transaction<Database>,
  id: string,
  effect: Extract<RegistrationEffect, { kind: 'transferHolders' }>,
  ownershipName: (code: string, otherwise: string) => string,
) {
  const sole = effect.holders.length === 1;
  const gyfs = ownershipName(sole ? SOLE : effect.ownership && effect.ownership !== SOLE ? effect.ownership : JOINT, JOINT);
  return records.replaceHolders(tx, id, effect.holders.map((holder) => ({ ...holder, share: sole ? '100%' : '' })), gyfs);
}

/**
 * GYFS codes (schemas/dictionaries/GYFS.json): one new holder owns alone; several hold as the
 * buyers filed, jointly when they filed no other co-ownership (sole ownership needs one holder).
 */
const SOLE = '1';
const JOINT = '2';
