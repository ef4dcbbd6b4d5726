import type { Transaction } from 'kysely';
import type { CheckOutcome } from '../../../engine/checks/types';
import { formatDate } from '../../../engine/dates/formatDate';
import type { RegistrationEffect } from '../../../engine/registration/types';
import type { Database } from '../../db/types';
import { describeEncumbrances } from '../encumbrances';
import type { StoredCertificateDetails } from '../types';
import { createRegistryRepository } from '../registryRepository';
import { proofNumber } from './proofNumber';

export type RegistrationRefusal =
  | { refused: 'certificateUnknown'; certificate: string }
  | { refused: 'certificateCancelled'; certificate: string }
  | { refused: 'unitNotHeld'; certificate: string; unit: string }
  | { refused: 'mortgageUnknown'; proofNumber: string }
  /** A check 登簿 judges again failed: the register no longer holds what the business needs (docs/decisions/0058). */
  | { refused: 'changed'; check: CheckOutcome };

export type RegistrationOutcome = { applied: boolean; certificate: string; proofNumber?: string } | RegistrationRefusal;

/**
 * The register's side of 登簿 (docs/decisions/0054): writes an application's effect on its
 * certificate in the caller's transaction, under the certificate's row lock. The certificate must
 * exist, be valid and hold the unit; a cancellation must name a mortgage the register carries (by
 * its proof number, which also finds the certificate when the cancellation names none). An
 * application already written on the certificate changes nothing again (its id is kept with the details).
 * `changedSince`, the failed check of what 登簿 judged again under the same locks, refuses after those.
 */
export async function applyRegistration(
  tx: Transaction<Database>,
  application: { id: string; prolsh: string },
  effect: RegistrationEffect,
  changedSince: CheckOutcome | undefined,
  at: Date = new Date(),
): Promise<RegistrationOutcome> {
  const records = createRegistryRepository(tx);
  const named = effect.kind === 'removeMortgage' ? effect.proofNumber : '';
  const found = effect.certificate ? await records.lockByNumber(tx, effect.certificate) : await records.lockByMortgage(tx, named);
  if (!found) return effect.certificate ? { refused: 'certificateUnknown', certificate: effect.certificate } : { refused: 'mortgageUnknown', proofNumber: named };
  if (found.sfyx !== '1') return { refused: 'certificateCancelled', certificate: found.bdcqzh };
  if (effect.unit && found.zdbdcdyid !== effect.unit && !found.bdcdyid.split('@').includes(effect.unit)) return { refused: 'unitNotHeld', certificate: found.bdcqzh, unit: effect.unit };
  const details: StoredCertificateDetails = { mortgages: [], seizures: [], objections: [], restrictions: [], ...found.details };
  const registered = details.registeredApplications ?? [];
  if (registered.includes(application.id)) return { applied: false, certificate: found.bdcqzh };
  if (changedSince) return { refused: 'changed', check: changedSince };

  let issued: string | undefined;
  if (effect.kind === 'addMortgage') {
    issued = proofNumber(found.bdcqzh, application.prolsh, at);
    details.mortgages = [...details.mortgages, { ...effect.mortgage, registeredAt: formatDate(at), proofNumber: issued, registration: application.prolsh }];
  } else if (effect.kind === 'removeMortgage') {
    const cancelled = details.mortgages.findIndex((mortgage) => mortgage.proofNumber === named || mortgage.registration === named);
    if (cancelled < 0) return { refused: 'mortgageUnknown', proofNumber: named };
    details.mortgages = details.mortgages.filter((_, index) => index !== cancelled);
  } else {
    // A sale keeps the certificate and its number and changes who holds it (docs/decisions/0054).
    const sole = effect.holders.length === 1;
    const gyfs = sole ? '单独所有' : (OWNERSHIP[effect.ownership ?? ''] ?? '共同共有');
    await records.replaceHolders(tx, found.id, effect.holders.map((holder) => ({ ...holder, share: sole ? '100%' : '' })), gyfs);
  }
  const changed = { ...details, registeredApplications: [...registered, application.id] };
  await records.saveDetails(tx, found.id, changed, describeEncumbrances({ sfyx: found.sfyx, ...changed }).status);
  return { applied: true, certificate: found.bdcqzh, ...(issued ? { proofNumber: issued } : {}) };
}

/** Co-ownership of several new holders by the GYFS code the buyers filed (sole ownership needs one holder). */
const OWNERSHIP: Record<string, string> = { '2': '共同共有', '3': '按份共有', '4': '其他共有' };
