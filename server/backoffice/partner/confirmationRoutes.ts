import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { actorOf, requirePage } from '../shared/staffGuard';
import type { PartnerConfirmations } from '../../applications/partnerConfirmations';
import type { SchemaService } from '../../schemas/service';
import { createPartnerConfirmationService, type PartnerDecision } from './confirmationService';

const params = z.object({ id: z.string().min(1).max(64) });
const body = z.object({
  // A fresh id per press of a button: the same id again is the same decision, made once.
  requestId: z.uuid(),
  reason: z.string().trim().max(200).default(''),
});

/** The partner's confirmation calls under /staff/api with the partner role (docs/decisions/0055): parse, call the service, answer. */
export function partnerConfirmationRoutes(confirmations: PartnerConfirmations, schemas: Pick<SchemaService, 'snapshot'>): Router {
  const router = Router();
  const partner = requirePage(schemas, 'partner');
  const service = createPartnerConfirmationService(confirmations);

  router.get('/partner/applications/:id/confirmation', partner, async (req, res) => {
    const { id } = parse(params, req.params, req);
    sendOk(res, await service.status(req.staff!.institution, id));
  });

  const decide = (decision: PartnerDecision) => async (req: Request, res: Response) => {
    const { id } = parse(params, req.params, req);
    const input = parse(body, req.body, req);
    sendOk(res, await service.decide(actorOf(req), req.staff!.institution, id, decision, input));
  };
  router.post('/partner/applications/:id/confirm', partner, decide('confirm'));
  router.post('/partner/applications/:id/decline', partner, decide('decline'));
  return router;
}
