import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { createFeedbackRepository } from '../../feedback/repository';
import { actorOf, requirePage } from '../shared/staffGuard';
import { createFeedbackInboxService, REPLY_MAX_LENGTH } from './service';

const listQuery = z.object({
  status: z.enum(['unanswered', 'answered']).optional(),
  words: z.string().max(100).optional(),
  after: z.string().max(200).optional(),
});
const idParams = z.object({ id: z.string().min(1).max(64) });
// A little room over the longest reply: the service refuses a longer one in the editor's words.
const replyBody = z.object({ content: z.string().max(REPLY_MAX_LENGTH * 2).default('') });

/**
 * The feedback inbox's calls under /staff/api (issue 32, engine/contract/staff/feedback.ts), for the
 * roles of the page `feedback` (schemas/workflow/review.json: content_editor, system_admin).
 */
export function staffFeedbackRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createFeedbackInboxService({ db: deps.db, repository: createFeedbackRepository(deps.db), outbox: deps.outbox });
  const editor = requirePage(deps.schemas, 'feedback');

  router.get('/feedback', editor, async (req, res) => sendOk(res, await service.list(parse(listQuery, req.query, req))));
  router.get('/feedback/:id', editor, async (req, res) => sendOk(res, await service.get(parse(idParams, req.params, req).id)));
  router.post('/feedback/:id/reply', editor, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    await service.reply(actorOf(req), id, parse(replyBody, req.body, req).content);
    sendOk(res, await service.get(id));
  });
  return router;
}
