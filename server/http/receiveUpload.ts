import { PassThrough, type Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { FileTooLargeError, type FileStore, type StoredFileMeta } from '../files/fileStore';
import { HttpError } from './httpError';
import { t } from './locale';

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

const SNIFF_BYTES = 4100;

/**
 * Reads the first bytes of a stream (enough to recognise the file type) and gives back the rest.
 * Listens for data and pauses rather than breaking out of a for-await loop, which would destroy
 * the stream and leave a larger file's upload hanging.
 */
async function sniff(stream: Readable): Promise<{ head: Buffer; rest: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', reject);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= SNIFF_BYTES) {
        stream.pause();
        done();
      }
    };
    const onEnd = () => {
      ended = true;
      done();
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', reject);
  });
  const head = Buffer.concat(chunks);
  const rest = new PassThrough();
  rest.write(head);
  if (ended) rest.end();
  else stream.pipe(rest);
  return { head, rest };
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
      if ((name === 'openid' || name === 'openId') && value && value !== req.session?.openid) {
        fail(new HttpError(403, t(req, 'errors.forbidden')));
      }
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== rules.field || stored || settled) {
        stream.resume();
        return;
      }
      const originalName = info.filename ?? null;
      stored = (async () => {
        if (rules.acceptName && !rules.acceptName(originalName ?? '')) {
          stream.resume();
          throw new HttpError(400, rules.wrongTypeMessage ?? t(req, 'errors.fileType'));
        }
        const { head, rest } = await sniff(stream);
        const type = await fileTypeFromBuffer(head);
        if (!type || !rules.mimeTypes.includes(type.mime)) {
          stream.resume();
          throw new HttpError(400, rules.wrongTypeMessage ?? t(req, 'errors.fileType'));
        }
        try {
          return await files.put(rest, { ownerOpenid: req.session?.openid ?? null, kind: rules.kind, mime: type.mime, maxBytes: rules.maxBytes, originalName });
        } catch (error) {
          if (error instanceof FileTooLargeError) throw new HttpError(413, rules.tooLargeMessage ?? t(req, 'errors.tooLarge'));
          throw error;
        }
      })();
      stored.catch(fail);
    });
    parser.on('error', () => fail(new HttpError(400, t(req, 'errors.badRequest'))));
    parser.on('close', () => {
      if (settled) return;
      if (!stored) return fail(new HttpError(400, t(req, 'errors.missingField', { field: rules.field })));
      stored.then((file) => {
        if (settled) return void files.remove(file.id);
        settled = true;
        resolve({ file, fields });
      }, fail);
    });
    req.pipe(parser);
  });
}
