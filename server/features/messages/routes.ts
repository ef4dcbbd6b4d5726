import { Router } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { createOutboxRepository } from '../../outbox/outboxRepository';
import { createMessageService } from './service';

// A word rather than a boolean: only a deliberate answer changes the consent.
const consentBody = z.object({ consent: z.enum(['granted', 'withdrawn']) });

/** The citizen's message centre (/my/messages) and their consent to subscription messages. */
export function messageRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createMessageService(createOutboxRepository(deps.db), () => deps.schemas.snapshot().registry.catalogue);
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
