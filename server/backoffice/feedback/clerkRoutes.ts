import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { CLERK_API_PREFIX, requireClerk } from '../../http/clerkGuard';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { parse } from '../../http/parse';
import { presentFeedbackToClerk } from '../../feedback/presentFeedback';
import { createFeedbackRepository } from '../../feedback/repository';
import type { AuditActor } from '../shared/audit';
import { createFeedbackInboxService } from './service';

const listQuery = z.object({
  status: z.coerce.number().int().min(0).max(1).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().min(1).max(64) });
const replyBody = z.object({ content: z.string().max(2000).default('') });

/** The clerk's API in the audit log: no staff member, the shared token. */
const clerkActor = (ip: string | undefined): AuditActor => ({ id: null, username: 'clerk', roles: [], ip: ip ?? '' });

/**
 * The clerk's side of feedback under /admin/api with the shared token, kept until the clerk API
 * retires (issue 32): its reply goes through the staff inbox's service (stored, audited as the
 * clerk, the citizen told), the one way a feedback is answered.
 */
export function feedbackClerkRoutes(deps: AppDeps): Router {
  const router = Router();
  const repository = createFeedbackRepository(deps.db);
  const inbox = createFeedbackInboxService({ db: deps.db, repository, outbox: deps.outbox });
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
    sendOk(res, presentFeedbackToClerk(await inbox.reply(clerkActor(req.ip), id, content)));
  });

  return router;
}
