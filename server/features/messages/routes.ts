import { Router } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { parse } from '../../http/parse';
import { createOutboxRepository } from '../../outbox/outboxRepository';
import { actorOf, requireStaff } from '../../staff/staffGuard';
import { staffTranslatorFor } from '../../staff/staffMessages';
import { createDeadLetterService } from './deadLetterService';
import { createMessageService } from './service';

// A word rather than a boolean: only a deliberate answer changes the consent.
const consentBody = z.object({ consent: z.enum(['granted', 'withdrawn']) });
const deadQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
const deliveryParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The citizen's message centre (/my/messages) and their consent to subscription messages. */
export function messageRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createMessageService(createOutboxRepository(deps.db));
  const { requireSession, idempotent } = deps.guards;

  router.get('/api/messages', requireSession, async (req, res) => {
    sendOk(res, { list: await service.sentTo(req.session!.openid, pickLocale(req.headers['accept-language'])) });
  });
  router.get('/api/messages/consent', requireSession, async (req, res) => {
    sendOk(res, await service.consent(req.session!.openid));
  });
  router.post('/api/messages/consent', requireSession, idempotent, async (req, res) => {
    const { consent } = parse(consentBody, req.body, req);
    sendOk(res, await service.setConsent(req.session!.openid, consent === 'granted'));
  });
  return router;
}

/**
 * The system admin's dead letters under /staff/api (docs/decisions/0056): deliveries that gave up,
 * and sending one again (audited). The staff session and role guard them, not the clerk's token.
 */
export function deadLetterRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createDeadLetterService({ db: deps.db, repository: createOutboxRepository(deps.db), users: deps.users, outbox: deps.outbox });
  const systemAdmin = requireStaff('system_admin');
  router.get('/outbox/dead', systemAdmin, async (req, res) => {
    const { page, rows } = parse(deadQuery, req.query, req);
    sendOk(res, { list: await service.list(page, rows), page, rows });
  });
  router.post('/outbox/dead/:id/retry', systemAdmin, async (req, res) => {
    const { id } = parse(deliveryParams, req.params, req);
    if (!(await service.retry(actorOf(req), id))) throw new HttpError(404, staffTranslatorFor(req)('staff.outbox.deliveryUnknown'));
    sendOk(res, { id, state: 'pending' });
  });
  return router;
}
