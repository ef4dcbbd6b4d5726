import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { textField } from '../../http/fields';
import { localeOf } from '../../http/locale';
import { parse } from '../../http/parse';
import { originOf } from '../../http/originOf';
import { createSmsLimits } from '../../sms/smsLimits';
import { createEmulatedSmsGateway } from '../../sms/smsGateway';
import { createPhoneCodes } from '../../sms/phoneCodes';
import { createAccountRepository } from '../../users/accountRepository';
import { applicationBody } from '../../applications/inputs';
import type { InstitutionContacts } from '../../applications/partnerConfirmations';
import { createConfirmationService, type ConfirmationService } from './service';

const tokenBody = z.object({ token: textField(64).pipe(z.string().min(1)) });
const confirmBody = tokenBody.extend({ code: textField(10).pipe(z.string().min(1)), fingerprint: textField(64).pipe(z.string().min(1)) });
const declineBody = tokenBody.extend({ reason: textField(200).pipe(z.string().min(1)) });

/** The confirmation service the filer's, the party's and the partner's calls share (and filing's submit gate). */
export function confirmationServiceFor(deps: AppDeps, institutionContacts: InstitutionContacts): ConfirmationService {
  const sms = createEmulatedSmsGateway(deps.db, deps.logger, deps.env.NODE_ENV === 'development');
  const smsLimits = createSmsLimits(deps.db, { perAddressPerHour: deps.env.SMS_PER_ADDRESS_PER_HOUR, dailyCap: deps.env.SMS_DAILY_CAP });
  return createConfirmationService({
    db: deps.db,
    schemas: deps.schemas,
    users: deps.users,
    outbox: deps.outbox,
    phoneCodes: createPhoneCodes(deps.db, createAccountRepository(deps.db), sms, smsLimits, { ttlSeconds: deps.env.PHONE_CODE_TTL_SECONDS }),
    smsLimits,
    institutionContacts,
  });
}

/**
 * Confirmation by every party (issue 21, docs/decisions/0055): the filer's 各方确认 section
 * (status, send) and the party's link (/confirm/:token: open, identify, code, confirm, decline).
 * The link's token travels in the body, never in a logged path.
 */
export function confirmationRoutes(deps: AppDeps, service: ConfirmationService): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;
  const openid = (req: Request) => req.session!.openid;

  router.post('/api/confirmations/status', requireSession, async (req, res) => {
    sendOk(res, await service.status(openid(req), parse(applicationBody, req.body, req), localeOf(req)));
  });
  router.post('/api/confirmations/request', requireSession, idempotent, async (req, res) => {
    const id = parse(applicationBody, req.body, req);
    sendOk(res, await service.request(openid(req), id, { origin: originOf(deps.env, req), address: req.ip ?? '', locale: localeOf(req) }));
  });

  router.post('/api/confirm/open', requireSession, async (req, res) => {
    sendOk(res, await service.open(openid(req), parse(tokenBody, req.body, req).token, localeOf(req)));
  });
  router.post('/api/confirm/identify', requireSession, idempotent, async (req, res) => {
    sendOk(res, await service.identify(openid(req), parse(tokenBody, req.body, req).token));
  });
  router.post('/api/confirm/code', requireSession, idempotent, async (req, res) => {
    sendOk(res, await service.sendCode(openid(req), parse(tokenBody, req.body, req).token, { address: req.ip ?? '', locale: localeOf(req) }));
  });
  router.post('/api/confirm/confirm', requireSession, idempotent, async (req, res) => {
    const body = parse(confirmBody, req.body, req);
    sendOk(res, await service.confirm(openid(req), body.token, body));
  });
  router.post('/api/confirm/decline', requireSession, idempotent, async (req, res) => {
    const body = parse(declineBody, req.body, req);
    sendOk(res, await service.decline(openid(req), body.token, body.reason));
  });
  return router;
}
