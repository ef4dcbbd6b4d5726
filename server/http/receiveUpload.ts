import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { sniffType } from './sniffContent';
import { FileTooLargeError, QuotaExceededError, type FileStore, type StoredFileMeta } from '../files/fileStore';
import { HttpError } from './httpError';
import { t } from './locale';
import { isUnsafeText } from './rejectUnsafeInput';

export interface UploadRules {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** Allowed types, judged by the file's content (magic bytes), never by its name. */
  mimeTypes: readonly string[];
  kind: string;
  /** The message for a file over maxBytes (the specification's wording where it has one). */
  tooLargeMessage?: string;
  /** The message for a file of the wrong type. */
  wrongTypeMessage?: string;
  /** Also judge the file by its name (e.g. must end in .pdf); refused with wrongTypeMessage. */
  acceptName?: (filename: string) => boolean;
}

export interface ReceivedUpload {
  file: StoredFileMeta;
  fields: Record<string, string>;
}

/**
 * A refused upload leaves nothing behind: when the route answers a failure after the file was
 * stored (a bad field, someone else's record, a server error), the file is removed again.
 */
function removeUnlessAccepted(req: Request, files: FileStore, id: string): void {
  req.res?.once('finish', () => {
    if ((req.res?.statusCode ?? 500) >= 400) void files.remove(id).catch(() => undefined);
  });
}

/**
 * Stores an upload's content when its name and its bytes (magic numbers, never a declared type)
 * are of the rules' kind, under the citizen's quota and the rules' size limit: the one content
 * check of every upload, multipart (below) or resumable (tus, docs/decisions/0100). Refused with the
 * rules' wording; nothing kept.
 */
export async function storeUploadedContent(req: Request, files: FileStore, rules: UploadRules, stream: Readable, originalName: string | null): Promise<StoredFileMeta> {
  if (rules.acceptName && !rules.acceptName(originalName ?? '')) {
    stream.resume();
    throw new HttpError(400, rules.wrongTypeMessage ?? t(req, 'errors.fileType'));
  }
  const { mime, rest } = await sniffType(stream);
  if (!mime || !rules.mimeTypes.includes(mime)) {
    stream.resume();
    throw new HttpError(400, rules.wrongTypeMessage ?? t(req, 'errors.fileType'));
  }
  try {
    const ownerOpenid = req.session?.openid ?? null;
    return await files.put(rest, { ownerOpenid, kind: rules.kind, mime, maxBytes: rules.maxBytes, originalName, quota: true });
  } catch (error) {
    if (error instanceof QuotaExceededError) throw new HttpError(413, t(req, 'errors.uploadQuota'));
    if (error instanceof FileTooLargeError) throw new HttpError(413, rules.tooLargeMessage ?? t(req, 'errors.tooLarge'));
    throw error;
  }
}

/**
 * Streams one multipart file into the file store: checked by content, stored under a
 * server-made name, refused mid-stream past its size limit. Only the first file is used;
 * fields sent before the file are available to the caller (openid fields are checked here).
 */
export function receiveUpload(req: Request, files: FileStore, rules: UploadRules): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) return reject(new HttpError(400, t(req, 'errors.badRequest')));
    const fields: Record<string, string> = {};
    let settled = false;
    let stored: Promise<StoredFileMeta> | undefined;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop reading: the error handler answers with Connection: close, so the rest is never received.
      req.unpipe(parser);
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 5, fields: 50, fieldSize: 64 * 1024 } });
    } catch {
      return reject(new HttpError(400, t(req, 'errors.badRequest')));
    }
    parser.on('field', (name, value) => {
      if (isUnsafeText(name) || isUnsafeText(value)) fail(new HttpError(400, t(req, 'errors.badCharacter')));
      if ((name === 'openid' || name === 'openId') && value && value !== req.session?.openid) {
        fail(new HttpError(403, t(req, 'errors.forbidden')));
      }
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // Busboy destroys an open file stream with an error when the body ends early or the client
      // goes; with no listener that error would end the process. Each stream gets one at once,
      // whether it is read, refused or skipped.
      stream.on('error', () => fail(new HttpError(400, t(req, 'errors.badRequest'))));
      if (name !== rules.field || stored || settled) {
        stream.resume();
        return;
      }
      const originalName = info.filename ?? null;
      stored = (async () => {
        if (originalName !== null && isUnsafeText(originalName)) {
          stream.resume();
          throw new HttpError(400, t(req, 'errors.badCharacter'));
        }
        return storeUploadedContent(req, files, rules, stream, originalName);
      })();
      stored.catch(fail);
    });
    parser.on('error', () => fail(new HttpError(400, t(req, 'errors.badRequest'))));
    // A client that goes mid-body never ends the parser: fail it, so the file being stored fails
    // too and its half-written bytes are removed rather than held open for good.
    req.once('close', () => {
      if (!req.complete) parser.destroy(new Error('the client went before the body ended'));
    });
    parser.on('close', () => {
      if (settled) return;
      if (!stored) return fail(new HttpError(400, t(req, 'errors.missingField', { field: rules.field })));
      stored.then((file) => {
        if (settled) return void files.remove(file.id);
        settled = true;
        removeUnlessAccepted(req, files, file.id);
        resolve({ file, fields });
      }, fail);
    });
    req.pipe(parser);
  });
}
