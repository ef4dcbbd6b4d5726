import { codeText } from '../../../engine/dictionaries/codeText';
import { dictionaryItems } from '../../../engine/dictionaries/dictionaryItems';
import { effectFor } from '../../../engine/registration/effectFor';
import { pathTitle } from '../../../engine/registration/pathTitle';
import { resolveEffect } from '../../../engine/registration/resolveEffect';
import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import type { RegisterRefusal, RegisterStep } from '../shared/registerStep';
import type { SchemaService } from '../../schemas/service';
import { applicationSnapshot } from '../../applications/applicationSnapshot';
import { createFilingRepository } from '../../applications/repository';
import { applyRegistration, type RegistrationRefusal } from '../../registry/registration/applyRegistration';
import { recheckRegister } from '../../registry/registration/recheckRegister';

const REFUSALS = {
  certificateUnknown: 'staff.review.registerCertificateUnknown',
  certificateCancelled: 'staff.review.registerCertificateCancelled',
  unitNotHeld: 'staff.review.registerUnitNotHeld',
  mortgageUnknown: 'staff.review.registerMortgageUnknown',
  noticeUnknown: 'staff.review.registerNoticeUnknown',
  mortgageToTransfer: 'staff.review.registerMortgageToTransfer',
} as const;

function wordsOf(refusal: RegistrationRefusal): RegisterRefusal {
  if (refusal.refused === 'changed') {
    // What changed: the check that no longer holds and what the register holds now (ID numbers masked by the engine).
    const { title, evidence } = refusal.check;
    return (translate) =>
      translate('staff.review.registerChanged', {
        check: translate(title as StaffMessageKey),
        evidence: evidence.map((line) => translate(line.key as StaffMessageKey, line.params)).join('；'),
      });
  }
  const { refused, ...params } = refusal;
  return (translate) => translate(REFUSALS[refused], params);
}

/**
 * 登簿 writes the register (docs/decisions/0054): the business's configured effect, read from the
 * application's records, applied on its certificate in the action's transaction, after the
 * register is judged again under the certificate's lock (docs/decisions/0058). Undefined for a
 * business whose registration changes nothing in the register. A value the application lacks, a
 * certificate that does not exist or hold the unit, a mortgage a cancellation names that is not
 * there, a check that no longer holds: `refused`, with what is wrong, and nothing is written. The
 * forms and checks are those of the schema service handed in (deps.schemas).
 */
export function registerWriter(served: Pick<SchemaService, 'snapshot' | 'vocabulary'>): RegisterStep {
  return async (tx, workflow, application) => {
    const configured = effectFor(workflow.registration, application.prodefid);
    if (!configured) return undefined;
    const found = await createFilingRepository(tx).findWithRecords(application.id);
    if (!found) throw new Error(`application ${application.id} is gone under its own lock`);
    const schemas = served.snapshot().registry;
    const resolved = resolveEffect(configured, found.records);
    if ('missing' in resolved) {
      const field = pathTitle(schemas.forms, resolved.missing);
      return { refused: (translate) => translate('staff.review.registerValueMissing', { field }) };
    }
    const changed = schemas.checks && (await recheckRegister(tx, applicationSnapshot(served.vocabulary(), found), schemas.checks));
    const ownership = dictionaryItems('GYFS', schemas.dictionaries) ?? [];
    const ownershipName = (code: string, otherwise: string) => codeText(ownership, code, false, otherwise) ?? code;
    const outcome = await applyRegistration(tx, { id: application.id, prolsh: application.prolsh ?? application.id }, resolved.effect, changed, ownershipName);
    if ('refused' in outcome) return { refused: wordsOf(outcome) };
    return { registered: { kind: resolved.effect.kind, ...outcome } };
  };
}
