import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { staffTranslatorFor } from '../../staff/staffMessages';
import { actorOf, requireStaff } from '../../staff/staffGuard';
import { createReviewService, type ReviewActionName } from './reviewService';
import { workflowConfig } from './workflowConfig';

const ACTIONS = ['accept', 'return', 'reject', 'approve', 'register', 'issue', 'suspend', 'resume'] as const satisfies readonly ReviewActionName[];
const params = z.object({ id: z.string().min(1).max(64), action: z.enum(ACTIONS) });
const text = (max: number) => z.string().trim().max(max);
const comment = z.object({ form: text(40).optional(), field: text(60).optional(), group: text(60).optional(), text: text(500).min(1) });
const opinion = text(500).default('');
const body = z.object({
  // A fresh id per press of a button: the same id again is the same action, done once.
  requestId: z.uuid(),
  // The stage the member saw: an action meant for one stage never lands in the next.
  stage: z.string().min(1).max(40),
  comments: z.array(comment).max(50).optional(),
  opinions: z.object({ sh_xmsl_yj: opinion, sh_qjdc_yj: opinion }).optional(),
});

/** The back office's outcomes under /staff/api/review (docs/decisions/0050); the stage's own roles are checked by the service. */
export function staffReviewRoutes(deps: AppDeps): Router {
  const router = Router();
  const review = createReviewService(deps.db, workflowConfig);

  router.post('/review/applications/:id/:action', requireStaff('acceptance_clerk', 'reviewer', 'registrar', 'certificate_clerk'), async (req, res) => {
    const { id, action } = parse(params, req.params, req);
    const input = parse(body, req.body, req);
    sendOk(res, await review.act({ ...actorOf(req), id: req.staff!.id }, id, action, input, staffTranslatorFor(req)));
  });

  return router;
}
