import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { textField } from '../../http/fields';
import { localeOf, t } from '../../http/locale';
import { failureAnswer } from '../../http/refusalAnswer';
import { parse } from '../../http/parse';
import { createEmulatedSmsGateway } from '../../sms/smsGateway';
import { createFaceCheckRepository } from '../../users/faceCheckRepository';
import { createPhoneCodes } from '../../sms/phoneCodes';
import { createSmsLimits } from '../../sms/smsLimits';
import { createAccountRepository } from '../../users/accountRepository';
import { createAccountService } from './service';

const phoneBody = z.object({ phone: textField(20) });

const saveBody = z
  .object({
    name: textField(50).default(''),
    cardnum: textField(30).optional(),
    idcard: textField(30).optional(),
    CARDNUM: textField(30).optional(),
    phone: textField(20).default(''),
    code: textField(10).optional(),
    yzm: textField(10).optional(),
    password: z.string().max(64).optional(),
  })
  .transform((body) => ({
    name: body.name,
    cardnum: body.cardnum ?? body.idcard ?? body.CARDNUM ?? '',
    phone: body.phone,
    code: body.code ?? body.yzm,
    password: body.password,
  }));

/**
 * The citizen's own profile (spec 000 sections 5 and 7): the pre-check before protected services,
 * SMS codes for the phone, and saving name, ID number, phone and password.
 */
export function accountRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;
  const repository = createAccountRepository(deps.db);
  const sms = createEmulatedSmsGateway(deps.db, deps.logger, deps.env.NODE_ENV === 'development');
  const limits = createSmsLimits(deps.db, { perAddressPerHour: deps.env.SMS_PER_ADDRESS_PER_HOUR, dailyCap: deps.env.SMS_DAILY_CAP });
  const codes = createPhoneCodes(deps.db, repository, sms, limits, { ttlSeconds: deps.env.PHONE_CODE_TTL_SECONDS });
  const service = createAccountService(repository, createFaceCheckRepository(deps.db), codes, deps.schemas);

  // Its own answer fields (contract): errcode 0, 1, 2, 4 or 3, as a number.
  router.post('/online/wx/apilist/validateUserInfo', requireSession, async (req, res) => {
    const { reason, ...answer } = await service.validateUserInfo(req.session!.openid);
    res.json({ ...answer, errmsg: reason ? t(req, reason) : '' });
  });

  // getPhoneCode answers {stat, message} (spec 000 section 7), also on failure.
  router.post('/online/wx/apilist/getPhoneCode', requireSession, idempotent, async (req: Request, res: Response) => {
    try {
      const { phone } = parse(phoneBody, req.body, req);
      await service.sendPhoneCode(req.session!.openid, phone, req.ip ?? '', localeOf(req));
      res.json({ stat: 1, message: t(req, 'account.codeSent'), data: null });
    } catch (error) {
      const refused = failureAnswer(req, error);
      if (!refused) throw error;
      res.status(refused.status).json({ stat: 0, message: refused.message, data: null });
    }
  });

  router.post('/mp/api/user/getphonecode', requireSession, idempotent, async (req, res) => {
    const { phone } = parse(phoneBody, req.body, req);
    await service.sendPhoneCode(req.session!.openid, phone, req.ip ?? '', localeOf(req));
    sendOk(res, null, t(req, 'account.codeSent'));
  });

  // perfectUserInfo is its declared twin (spec 001 section 7.1, decision 0023).
  router.post(['/online/wx/apilist/saveUserInfo', '/online/wx/apilist/perfectUserInfo'], requireSession, idempotent, async (req, res) => {
    const input = parse(saveBody, req.body, req);
    const { message, user } = await service.saveUserInfo(req.session!.openid, input);
    deps.users.forget(req.session!.openid);
    sendOk(res, user, t(req, message));
  });

  return router;
}
