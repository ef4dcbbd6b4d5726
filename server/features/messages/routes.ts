import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { CLERK_API_PREFIX, requireClerk } from '../../http/clerkGuard';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { parse } from '../../http/parse';
import { createOutboxRepository } from '../../outbox/outboxRepository';
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
 * The system administrator's view of deliveries that gave up (dead letters) and sending one
 * again. The guard is pluggable: the clerk's bearer token until the back office's staff model
 * guards it (decision 0049).
 */
export function outboxAdminRoutes(deps: AppDeps, guard: RequestHandler = requireClerk(deps.env.CLERK_TOKEN)): Router {
  const router = Router();
  const service = createMessageService(createOutboxRepository(deps.db));
  router.get(`${CLERK_API_PREFIX}/outbox/dead`, guard, async (req, res) => {
    const { page, rows } = parse(deadQuery, req.query, req);
    sendOk(res, { list: await service.deadLetters(page, rows), page, rows });
  });
  router.post(`${CLERK_API_PREFIX}/outbox/dead/:id/retry`, guard, async (req, res) => {
    const { id } = parse(deliveryParams, req.params, req);
    if (!(await service.revive(id))) throw new HttpError(404, t(req, 'messages.deliveryUnknown'));
    deps.outbox.kick();
    sendOk(res, { id, state: 'pending' });
  });
  return router;
}
