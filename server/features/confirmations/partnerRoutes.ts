import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { parse } from '../../http/parse';
import { audit } from '../../staff/audit';
import { actorOf, requireStaff } from '../../staff/staffGuard';
import { staffTranslatorFor } from '../../staff/staffMessages';
import type { ConfirmationService, PartnerInstitution } from './service';

const params = z.object({ id: z.string().min(1).max(64) });
const body = z.object({
  // A fresh id per press of a button: the same id again is the same decision, made once.
  requestId: z.uuid(),
  reason: z.string().trim().max(200).default(''),
});

/**
 * A partner institution's (a bank's, a company's) decision on the confirmation an application asks
 * of it (issue 21, docs/decisions/0055), under /staff/api with the partner role. The institution
 * is the member's own (req.staff.institution): it reaches only confirmations whose party's credit
 * code is its own; anything else is "not found". Every decision is audited in its transaction.
 */
export function partnerConfirmationRoutes(service: ConfirmationService): Router {
  const router = Router();
  const partner = requireStaff('partner');
  const institutionOf = (req: Request): PartnerInstitution => {
    const institution = req.staff!.institution;
    if (!institution) throw new HttpError(403, staffTranslatorFor(req)('staff.partnerConfirm.noInstitution'));
    return institution;
  };

  router.get('/partner/applications/:id/confirmation', partner, async (req, res) => {
    const { id } = parse(params, req.params, req);
    const view = await service.partnerStatus(institutionOf(req), id);
    if (!view) throw new HttpError(404, staffTranslatorFor(req)('staff.partnerConfirm.notFound'));
    sendOk(res, view);
  });

  const decide = (decision: 'confirm' | 'decline') => async (req: Request, res: Response) => {
    const { id } = parse(params, req.params, req);
    const input = parse(body, req.body, req);
    const tr = staffTranslatorFor(req);
    if (decision === 'decline' && !input.reason) throw new HttpError(400, tr('staff.partnerConfirm.reasonRequired'));
    const institution = institutionOf(req);
    const actor = actorOf(req);
    const result = await service.partnerDecide(
      institution,
      id,
      { requestId: input.requestId, decision: decision === 'confirm' ? 'confirmed' : 'declined', reason: input.reason, staffId: actor.id ?? '' },
      (transaction, before, row) =>
        audit.record(transaction, actor, {
          action: `partner.confirmation.${decision}`,
          target: id,
          before: { state: before },
          after: { state: row.state, party: row.party_name, institution: institution.name, reason: row.reason },
        }),
    );
    if (result.outcome === 'notFound') throw new HttpError(404, tr('staff.partnerConfirm.notFound'));
    if (result.outcome === 'notRequested') throw new HttpError(409, tr('staff.partnerConfirm.notRequested'), 'failure', result.view);
    sendOk(res, result.view);
  };
  router.post('/partner/applications/:id/confirm', partner, decide('confirm'));
  router.post('/partner/applications/:id/decline', partner, decide('decline'));
  return router;
}
