import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { textField } from '../../http/fields';
import type { MessageKey } from '../../../engine/i18n/translate';
import { t } from '../../http/locale';
import { failureAnswer } from '../../http/refusalAnswer';
import { parse } from '../../http/parse';
import { originOf } from '../../http/originOf';
import { createFaceCheckRepository } from '../../users/faceCheckRepository';
import { createFaceRepository } from './repository';
import { createFaceService } from './service';

const identityBody = z.object({ name: textField(50).default(''), idcard: textField(30).default('') });
const checkBody = z.object({ verify_result: textField(128).pipe(z.string().min(1)) });
const detectBody = z.object({
  RedirectUrl: textField(2048).pipe(z.string().min(1)),
  name: textField(50).default(''),
  idcard: textField(30).default(''),
  bsm: textField(64).optional(),
});
const bizTokenOf = (body: unknown): string | undefined => {
  const record = (body ?? {}) as { BizToken?: unknown; data?: { BizToken?: unknown } };
  const token = record.data?.BizToken ?? record.BizToken;
  return typeof token === 'string' && token !== '' ? token.slice(0, 128) : undefined;
};

/** Answers in the {stat, message} family, with stat -400 for a refused identity (spec 000 section 8). */
async function statAnswer(req: Request, res: Response, work: () => Promise<{ ok: boolean; message?: MessageKey; data?: unknown }>, failureStat: number) {
  try {
    const result = await work();
    res.json({ stat: result.ok ? 1 : 0, message: result.message ? t(req, result.message) : '', data: result.data ?? null });
  } catch (error) {
    const refused = failureAnswer(req, error);
    if (!refused) throw error;
    res.status(refused.status).json({ stat: failureStat, message: refused.message, data: null });
  }
}

/**
 * The real-name check through the messaging app's face verification: the JS-SDK flow
 * (wxJsFacePostInfo, wxJsFaceCheckRes) and the cloud detect flow of region 140200
 * (setPreDetectInfo, getWxDetectAuth, getYhxx with BizToken), then setDetectInfo.
 * Mounted before app-info: getYhxx without a BizToken falls through to it.
 */
export function faceRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;
  const service = createFaceService(createFaceRepository(deps.db), createFaceCheckRepository(deps.db), deps.messagingApp, deps.schemas, {
    homeCdzm: deps.env.FACE_HOME_CDZM,
    cdzmDetail: deps.env.FACE_CDZM_DETAIL,
    detectRegions: deps.env.FACE_DETECT_REGIONS.split(',').filter(Boolean),
  });

  router.post('/online/wx/apilist/getWxJsFaceAuthConfig', requireSession, async (req, res) => {
    sendOk(res, await service.authConfig(req.session!.openid));
  });

  router.post('/wechat/api/outh2/wxJsFacePostInfo', requireSession, idempotent, async (req, res) => {
    await statAnswer(
      req,
      res,
      async () => ({ ok: true, data: await service.postInfo(req.session!.openid, parse(identityBody, req.body, req)) }),
      -400,
    );
  });

  router.post('/wechat/api/outh2/wxJsFaceCheckRes', requireSession, idempotent, async (req, res) => {
    await statAnswer(req, res, () => service.checkResult(req.session!.openid, parse(checkBody, req.body, req).verify_result), 0);
  });

  router.post('/online/wx/apilist/setPreDetectInfo', requireSession, idempotent, async (req, res) => {
    sendOk(res, await service.preDetect(req.session!.openid, parse(identityBody, req.body, req)));
  });

  const detectAuth = async (req: Request, res: Response) => {
    const body = parse(detectBody, req.body, req);
    const answer = await service.detectAuth(
      req.session!.openid,
      { name: body.name, idcard: body.idcard, redirectUrl: body.RedirectUrl },
      originOf(deps.env, req),
    );
    sendOk(res, answer);
  };
  router.post('/online/wx/apilist/getWxDetectAuth', requireSession, idempotent, detectAuth);
  router.post('/online/wx/face/WxDetectAuth', requireSession, idempotent, detectAuth);

  // getYhxx with a BizToken: the outcome of the cloud detect, with the owner's profile.
  router.post('/online/wx/apilist/getYhxx', requireSession, async (req: Request, res: Response, next: NextFunction) => {
    const bizToken = bizTokenOf(req.body);
    if (!bizToken) return next();
    const { detect, ...user } = await service.detectResult(req.session!.openid, bizToken);
    sendOk(res, { ...user, detect: { ...detect, message: t(req, detect.message) } });
  });

  router.post('/online/wx/apilist/setDetectInfo', requireSession, idempotent, async (req, res) => {
    const user = await service.setDetectInfo(req.session!.openid, parse(identityBody, req.body, req));
    deps.users.forget(req.session!.openid);
    sendOk(res, user, t(req, 'face.success'));
  });

  return router;
}
