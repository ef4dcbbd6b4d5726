import { Router, type Request, type Response } from 'express';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { textField } from '../../http/fields';
import { t } from '../../http/locale';
import { failureAnswer } from '../../http/refusalAnswer';
import { readReqseq } from '../../http/idempotency';
import { parse } from '../../http/parse';
import { originOf } from '../../http/originOf';
import { createFeedbackRepository } from '../../feedback/repository';
import { FEEDBACK_PAGE_ROWS, contactOf, createFeedbackService } from './service';

const sendBody = z.object({ content: z.string().max(10_000).default('') });
const pageBody = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(50).default(FEEDBACK_PAGE_ROWS),
});
// Taken as given (spec 000): random text now, an old number answers as any unknown id.
const idBody = z.object({ id: textField(64).pipe(z.string().min(1)) });
const questionBody = z.object({ id: textField(64).pipe(z.string().min(1)) });
const contactBody = z.object({ slsqId: textField(64).optional() });

/** The QR code of the contact page: 120 by 120 (spec 000 section 9), pointing at the service hall. */
export const QR_SIZE = 120;

/** Bodies of GET calls come in the query, of POST calls in the body. */
const input = (req: Request) => (req.method === 'GET' ? req.query : req.body);

/**
 * Feedback, common questions and contact us (spec 000 sections 2, 5, 7, 8). Each path of the
 * specification and its catalogue alias (contract) serve the same handler.
 */
export function feedbackRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;
  const service = createFeedbackService(createFeedbackRepository(deps.db), deps.schemas);

  // sendSaveFeedback answers {state, msg}: state 1 when saved, -1 on failure (contract).
  const send = async (req: Request, res: Response) => {
    try {
      const { content } = parse(sendBody, req.body, req);
      const saved = await service.send(req.session!.openid, content, readReqseq(req) ?? null);
      res.json({ state: 1, msg: t(req, 'feedback.submitted'), data: saved });
    } catch (error) {
      const refused = failureAnswer(req, error);
      if (!refused) throw error;
      res.status(refused.status).json({ state: -1, msg: refused.message, data: null });
    }
  };
  router.post('/online/wx/apilist/sendSaveFeedback', requireSession, idempotent, send);
  router.post('/online/wx/apilist/addSugge', requireSession, idempotent, send);

  const list = async (req: Request, res: Response) => {
    const { page, rows } = parse(pageBody, input(req), req);
    sendOk(res, await service.list(req.session!.openid, page, rows));
  };
  for (const path of ['/online/wx/apilist/getFeedBackListPage', '/online/wx/apilist/getSuggeList']) {
    router.post(path, requireSession, list);
    router.get(path, requireSession, list);
  }

  const detail = async (req: Request, res: Response) => {
    const { id } = parse(idBody, input(req), req);
    sendOk(res, await service.get(req.session!.openid, id));
  };
  for (const path of ['/online/wx/apilist/getFeedBack', '/online/wx/apilist/getSugge']) {
    router.post(path, requireSession, detail);
    router.get(path, requireSession, detail);
  }

  const questions = async (req: Request, res: Response) => {
    const { page, rows } = parse(pageBody, input(req), req);
    sendOk(res, await service.questions(page, rows));
  };
  for (const path of ['/mp/api/commonques/list', '/online/wx/apilist/getCommonQuesList']) {
    router.post(path, questions);
    router.get(path, questions);
  }
  const question = async (req: Request, res: Response) => {
    const { id } = parse(questionBody, input(req), req);
    sendOk(res, await service.question(id));
  };
  router.post('/mp/api/commonques/get', question);
  router.get('/mp/api/commonques/get', question);

  // Contact lines, comma-separated (spec 000 section 7); slsqId is accepted: one office answers for all.
  const contact = (req: Request, res: Response) => {
    parse(contactBody, input(req), req);
    sendOk(res, service.contactLines().join(','));
  };
  for (const path of ['/online/wx/apilist/getContactUs', '/online/wx/apilist/contactUs']) {
    router.post(path, contact);
    router.get(path, contact);
  }

  const qrCache = new Map<string, Buffer>();
  router.get('/online/wx/apilist/contactUsQrcode', async (req, res) => {
    // The content editor's uploaded QR image, when the configuration names one (docs/decisions/0095).
    const uploaded = contactOf(deps.schemas).qrImage;
    if (uploaded) return res.redirect(302, uploaded);
    const target = `${originOf(deps.env, req)}/`;
    let png = qrCache.get(target);
    if (!png) {
      png = await QRCode.toBuffer(target, { type: 'png', width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' });
      if (qrCache.size < 16) qrCache.set(target, png);
    }
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(png);
  });

  return router;
}
