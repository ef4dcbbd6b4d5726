import type { Transaction } from 'kysely';
import { effectFor } from '../../../engine/registration/effectFor';
import { pathTitle } from '../../../engine/registration/pathTitle';
import { resolveEffect } from '../../../engine/registration/resolveEffect';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import type { Database } from '../../db/types';
import { HttpError } from '../../http/httpError';
import type { StaffTranslate } from '../../staff/staffMessages';
import { servedSchemas } from '../../features/schemas/vocabulary';
import { createFilingRepository } from '../filing/filingRepository';
import { applyRegistration } from '../registration/applyRegistration';

const REFUSALS = {
  certificateUnknown: 'staff.review.registerCertificateUnknown',
  certificateCancelled: 'staff.review.registerCertificateCancelled',
  unitNotHeld: 'staff.review.registerUnitNotHeld',
  mortgageUnknown: 'staff.review.registerMortgageUnknown',
} as const;

/**
 * 登簿 writes the register (docs/decisions/0054): the business's configured effect, read from the
 * application's records, applied on its certificate in the action's transaction. Undefined for a
 * business whose registration changes nothing in the register. A value the application lacks, a
 * certificate that does not exist or hold the unit, a mortgage a cancellation names that is not
 * there: 409 with what is wrong, and the transaction (stage and register) is rolled back.
 */
export async function writeRegister(tx: Transaction<Database>, workflow: WorkflowConfig, application: { id: string; prodefid: string; prolsh: string | null }, tr: StaffTranslate) {
  const configured = effectFor(workflow.registration, application.prodefid);
  if (!configured) return undefined;
  const resolved = resolveEffect(configured, await createFilingRepository(tx).recordsOf(tx, application.id));
  if ('missing' in resolved) throw new HttpError(409, tr('staff.review.registerValueMissing', { field: pathTitle(servedSchemas().snapshot().registry.forms, resolved.missing) }));
  const outcome = await applyRegistration(tx, { id: application.id, prolsh: application.prolsh ?? application.id }, resolved.effect);
  if ('refused' in outcome) {
    const { refused, ...params } = outcome;
    throw new HttpError(409, tr(REFUSALS[refused], params));
  }
  return { kind: resolved.effect.kind, ...outcome };
}
