import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { CLERK_API_PREFIX, requireClerk } from '../../http/clerkGuard';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { parse } from '../../http/parse';
import { createFeedbackRepository } from './repository';
import { presentFeedbackToClerk, replyToFeedback } from './service';

const listQuery = z.object({
  status: z.coerce.number().int().min(0).max(1).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().min(1).max(64) });
const replyBody = z.object({ content: z.string().max(2000).default('') });

/** The clerk's side of feedback: read the pending ones and reply (API only for now). */
export function feedbackClerkRoutes(deps: AppDeps): Router {
  const router = Router();
  const repository = createFeedbackRepository(deps.db);
  const clerk = requireClerk(deps.env.CLERK_TOKEN);

  router.get(`${CLERK_API_PREFIX}/feedback`, clerk, async (req, res) => {
    const { status, page, rows } = parse(listQuery, req.query, req);
    const list = await repository.listForClerk(status, (page - 1) * rows, rows);
    sendOk(res, { list: list.map(presentFeedbackToClerk), page, rows });
  });

  router.post(`${CLERK_API_PREFIX}/feedback/:id/reply`, clerk, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    const content = parse(replyBody, req.body, req).content.trim();
    if (!content) throw new HttpError(400, t(req, 'clerk.replyEmpty'));
    const row = await replyToFeedback({ db: deps.db, repository, outbox: deps.outbox }, id, content, 'clerk');
    if (!row) throw new HttpError(404, t(req, 'feedback.notFound'));
    deps.outbox.kick();
    sendOk(res, presentFeedbackToClerk(row));
  });

  return router;
}
