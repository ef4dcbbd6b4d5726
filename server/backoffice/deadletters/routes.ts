import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { createOutboxRepository } from '../../outbox/outboxRepository';
import { actorOf, requirePage } from '../shared/staffGuard';
import { createDeadLetterService } from './deadLetterService';

const deadQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
const deliveryParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/**
 * The system admin's dead letters under /staff/api (docs/decisions/0056): deliveries that gave up,
 * and sending one again (audited). The staff session and role guard them, not the clerk's token.
 */
export function deadLetterRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createDeadLetterService({ db: deps.db, repository: createOutboxRepository(deps.db), users: deps.users, outbox: deps.outbox });
  const systemAdmin = requirePage(deps.schemas, 'outbox');
  router.get('/outbox/dead', systemAdmin, async (req, res) => {
    const { page, rows } = parse(deadQuery, req.query, req);
    sendOk(res, { list: await service.list(page, rows), page, rows });
  });
  router.post('/outbox/dead/:id/retry', systemAdmin, async (req, res) => {
    const { id } = parse(deliveryParams, req.params, req);
    await service.retry(actorOf(req), id);
    sendOk(res, { id, state: 'pending' });
  });
  return router;
}
