import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { Server, type ServerOptions } from '@tus/server';
import { Metadata, TUS_RESUMABLE, type Upload } from '@tus/utils';
import { VERIFY_LIMIT_LABEL, VERIFY_MAX_BYTES } from '../../../engine/uploads/licenceVerificationLimit';
import type { AppDeps } from '../../deps';
import { failureBody, familyOf } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { storeUploadedContent } from '../../http/receiveUpload';
import { isUnsafeText } from '../../http/rejectUnsafeInput';
import { failureAnswer } from '../../http/refusalAnswer';
import type { ResumableUpload } from '../../files/tus/resumableUploadRepository';
import { messages } from '../../queries/http';
import type { createRegistryQueryService } from './service';
import { verificationRules } from './verificationRules';

/** The licence verification's resumable upload (tus 1.0.0, docs/decisions/0100). */
export const VERIFY_TUS_PATH = '/online/public/dzzz/verification/tus';
/** The final PATCH (and a HEAD of a finished upload) names the queued verification here. */
export const VERIFICATION_ID_HEADER = 'Verification-Id';
/** A citizen keeps this many unfinished uploads; a new one replaces the oldest beyond them. */
const UNFINISHED_KEPT = 3;
const KIND = 'licence-verification';
/** Fields the multipart route reads besides the file, carried here in Upload-Metadata. */
const FIELD_LIMITS: Record<string, number> = { xzqdm: 12, xzqmc: 40 };

type Service = ReturnType<typeof createRegistryQueryService>;
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[0];

/** The Express request under tus's web request: its session, language and headers. */
const expressOf = (req: TusRequest) => (req.runtime?.node?.req as IncomingMessage | undefined) as Request;

/** The name and fields a creation declares in Upload-Metadata, checked as the multipart route checks its own. */
function declared(req: Request): { filename: string; fields: Record<string, string> } {
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(req.headers['upload-metadata'] as string | undefined);
  } catch {
    throw new HttpError(400, t(req, 'errors.badRequest'));
  }
  const filename = metadata.filename?.trim() ?? '';
  if (Object.values(metadata).some((value) => value !== null && isUnsafeText(value))) throw new HttpError(400, t(req, 'errors.badCharacter'));
  if (filename.length > 255 || !verificationRules(req).acceptName!(filename)) throw new HttpError(400, messages(req)('registry.pdfOnly'));
  const fields: Record<string, string> = {};
  for (const [name, limit] of Object.entries(FIELD_LIMITS)) {
    const value = metadata[name];
    if (value && value.length <= limit) fields[name] = value;
  }
  return { filename, fields };
}

/** A refusal as tus answers errors: a status and the body, the path's usual envelope. */
function tusRefusal(req: Request, error: unknown, deps: AppDeps) {
  const refused = failureAnswer(req, error);
  if (!refused) deps.logger.error({ err: error }, 'resumable verification upload not finished');
  const status = refused?.status ?? 500;
  const body = failureBody(familyOf(VERIFY_TUS_PATH), refused?.message ?? t(req, 'errors.server'), refused?.code);
  return { status_code: status, body: JSON.stringify(body) };
}

/**
 * The resumable verification upload: tus over the citizen's session. Every request needs the
 * session; an upload is its creator's (another citizen's id answers 404, as a made-up one). The
 * server names uploads; the length is declared at creation and refused there past the limit or
 * the room left in the citizen's quota. The last PATCH checks the bytes are a PDF (the multipart
 * route's check), stores the file in the hall's store, removes the parts and queues the
 * verification, whose id it answers in Verification-Id.
 */
export function verificationTusRoutes(deps: AppDeps, service: Service, creationLimit: (req: Request, res: Response, next: NextFunction) => void): Router {
  const router = Router({ caseSensitive: true });
  const { uploads, parts } = deps.resumable;
  const { requireSession } = deps.guards;

  const finish = async (req: Request, upload: ResumableUpload) => {
    const file = await storeUploadedContent(req, deps.files, verificationRules(req), await parts.read(upload.id), upload.filename);
    try {
      return await service.queueVerification(upload.ownerOpenid, file.id, upload.filename, upload.fields);
    } catch (error) {
      await deps.files.remove(file.id);
      throw error;
    }
  };

  const tus = new Server({
    path: VERIFY_TUS_PATH,
    datastore: parts.store,
    maxSize: VERIFY_MAX_BYTES,
    relativeLocation: true,
    // Same origin only: no CORS answer for another origin's page (its writes are refused before, decision 0036).
    allowedOrigins: () => false,
    namingFunction: () => crypto.randomBytes(16).toString('hex'),
    async onUploadCreate(tusReq, upload: Upload) {
      const req = expressOf(tusReq);
      const { filename, fields } = declared(req);
      const ownerOpenid = req.session!.openid;
      for (const replaced of await uploads.unfinishedBeyond(ownerOpenid, UNFINISHED_KEPT - 1)) {
        if (await uploads.removeUnclaimed(replaced, ownerOpenid)) await parts.remove(replaced);
      }
      await uploads.insert({ id: upload.id, ownerOpenid, kind: KIND, length: upload.size ?? 0, filename, fields });
      return {};
    },
    async onUploadFinish(tusReq, upload: Upload) {
      const req = expressOf(tusReq);
      const claimed = await uploads.claimFinish(upload.id);
      if (!claimed) throw { status_code: 423, body: JSON.stringify(failureBody(familyOf(VERIFY_TUS_PATH), t(req, 'errors.reqseqBusy'))) };
      try {
        const queued = await finish(req, claimed);
        await uploads.finished(upload.id, queued.ID);
        return { headers: { [VERIFICATION_ID_HEADER]: queued.ID } };
      } catch (error) {
        // A refused or failed finish keeps nothing: the citizen starts again.
        await uploads.remove(upload.id);
        throw tusRefusal(req, error, deps);
      } finally {
        await parts.remove(upload.id);
      }
    },
  });
  const handOn = (req: Request, res: Response) => tus.handle(req, res);

  /** Creation: the declared length within the limit and the citizen's room left, before tus makes anything. */
  const checkCreation = async (req: Request, _res: Response, next: NextFunction) => {
    const length = Number(req.headers['upload-length']);
    if (req.headers['upload-defer-length'] !== undefined || !/^\d+$/.test(String(req.headers['upload-length'] ?? ''))) {
      return next(new HttpError(400, t(req, 'errors.badRequest')));
    }
    if (length > VERIFY_MAX_BYTES) return next(new HttpError(413, messages(req)('registry.tooLarge', { limit: VERIFY_LIMIT_LABEL })));
    declared(req);
    if (length > deps.env.UPLOAD_QUOTA_MB * 1024 * 1024 - (await deps.files.usage(req.session!.openid))) {
      return next(new HttpError(413, t(req, 'errors.uploadQuota')));
    }
    next();
  };

  /** The upload of the path when it is the citizen's; 404 otherwise (decision 0036: ids are not told apart). */
  const owned = async (req: Request, res: Response, next: NextFunction) => {
    const upload = await uploads.findOwned(String(req.params.id), req.session!.openid);
    if (!upload) return next(new HttpError(404, t(req, 'errors.notFound')));
    res.locals.upload = upload;
    next();
  };

  /**
   * An upload whose finish has begun has no parts left to ask tus about: while it finishes, 423
   * (tus clients retry); once finished, complete, with the verification's id, so a client that
   * lost the last PATCH's answer learns it from its HEAD.
   */
  const answerFinished = (status: number) => (req: Request, res: Response, next: NextFunction) => {
    const upload = res.locals.upload as ResumableUpload;
    if (!upload.finishing) return next();
    res.setHeader('Tus-Resumable', TUS_RESUMABLE);
    res.setHeader('Cache-Control', 'no-store');
    if (!upload.resultId) return next(new HttpError(423, t(req, 'errors.reqseqBusy')));
    res.setHeader('Upload-Offset', String(upload.length));
    res.setHeader('Upload-Length', String(upload.length));
    res.setHeader(VERIFICATION_ID_HEADER, upload.resultId);
    res.status(status).end();
  };

  /** Cancelling: the row first (a finish under way keeps it), then the parts. */
  const cancel = async (req: Request, res: Response, next: NextFunction) => {
    const upload = res.locals.upload as ResumableUpload;
    if (!(await uploads.removeUnclaimed(upload.id, req.session!.openid))) return next(new HttpError(409, messages(req)('registry.uploadFinished')));
    await parts.remove(upload.id);
    res.setHeader('Tus-Resumable', TUS_RESUMABLE);
    res.status(204).end();
  };

  router.post(VERIFY_TUS_PATH, requireSession, creationLimit, checkCreation, handOn);
  router.head(`${VERIFY_TUS_PATH}/:id`, requireSession, owned, answerFinished(200), handOn);
  router.patch(`${VERIFY_TUS_PATH}/:id`, requireSession, owned, answerFinished(204), handOn);
  router.delete(`${VERIFY_TUS_PATH}/:id`, requireSession, owned, cancel);
  return router;
}
