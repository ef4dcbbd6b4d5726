import { refuseStaff } from '../../domain/refusal';
import type { PartnerConfirmations, PartnerInstitution } from '../../applications/partnerConfirmations';
import { audit, type AuditActor } from '../shared/audit';

/** 确认 or 拒绝 as the staff app names the call. */
export type PartnerDecision = 'confirm' | 'decline';

/**
 * A partner institution's (a bank's, a company's) decision on the confirmation an application asks
 * of it (issue 21, docs/decisions/0055), refused in the domain's terms (docs/decisions/0047). The
 * institution is the member's own: it reaches only confirmations whose party's credit code is its
 * own; anything else is "not found". Every decision is audited in its transaction.
 */
export function createPartnerConfirmationService(confirmations: PartnerConfirmations) {
  const own = (institution: PartnerInstitution | null): PartnerInstitution => {
    // A partner account always names its institution (migration 0019); a role without one has nothing to decide.
    if (!institution) refuseStaff('forbidden', 'staff.partnerConfirm.noInstitution');
    return institution;
  };

  return {
    async status(institution: PartnerInstitution | null, id: string) {
      const view = await confirmations.partnerStatus(own(institution), id);
      if (!view) refuseStaff('notFound', 'staff.partnerConfirm.notFound');
      return view;
    },

    async decide(actor: AuditActor, institution: PartnerInstitution | null, id: string, decision: PartnerDecision, input: { requestId: string; reason: string }) {
      if (decision === 'decline' && !input.reason) refuseStaff('invalid', 'staff.partnerConfirm.reasonRequired');
      const member = own(institution);
      const result = await confirmations.partnerDecide(
        member,
        id,
        { requestId: input.requestId, decision: decision === 'confirm' ? 'confirmed' : 'declined', reason: input.reason, staffId: actor.id ?? '' },
        (transaction, before, row) =>
          audit.record(transaction, actor, {
            action: `partner.confirmation.${decision}`,
            target: id,
            before: { state: before },
            after: { state: row.state, party: row.party_name, institution: member.name, reason: row.reason },
          }),
      );
      if (result.outcome === 'notFound') refuseStaff('notFound', 'staff.partnerConfirm.notFound');
      // The answer carries where the confirmation stands, so the page can show it.
      if (result.outcome === 'notRequested') refuseStaff('conflict', 'staff.partnerConfirm.notRequested', {}, { data: result.view ?? null });
      return result.view;
    },
  };
}
