import type { Request, Response } from 'express';
import type { MessageKey } from '../../engine/i18n/translate';
import type { Db } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { hasIdNumberShape } from '../../engine/validation/idCard';
import { HttpError } from '../http/httpError';
import { refuse } from '../domain/refusal';
import { t } from '../http/locale';
import { pipeStoredFile } from '../http/sendPrivateFile';
import { createUserRepository } from '../users/userRepository';
import { QUERY_STATES } from '../../engine/queries/queryStates';

/** Where every history entry opens a PDF: the pdf.js viewer (the messaging app cannot show PDFs inline). */
export function viewerUrl(fileUrl: string): string {
  return `/online/assets/pdf/web/viewer.html?file=${encodeURIComponent(fileUrl)}`;
}

export interface QueryIdentity {
  openid: string;
  name: string;
  cardnum: string;
  phone: string;
  enterprise: boolean;
}

/**
 * The person behind a query: their own name and ID number from their profile. Queries need a
 * complete, real-name-verified profile (docs/decisions: who may query), read fresh from the
 * database (not the few-second cache) because the answer decides whose records are shown.
 */
export async function queryIdentity(db: Db, req: Request): Promise<QueryIdentity> {
  const user = await createUserRepository(db).find(req.session!.openid);
  if (!user || !user.name || !user.cardnum) throw new HttpError(400, t(req, 'registry.completeInfo'));
  if (!user.real_name_auth) throw new HttpError(403, t(req, 'registry.notVerified'));
  return { openid: user.openid, name: user.name, cardnum: user.cardnum, phone: user.phone ?? '', enterprise: user.usertype === '1' };
}

export const messages = (req: Request) => (key: MessageKey, params?: Record<string, string | number>) => t(req, key, params);
export type Messages = ReturnType<typeof messages>;

/** The origin the report's QR code points at: PUBLIC_URL when behind a proxy, else this request's. */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  return `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}

/** Streams one of the owner's stored PDFs (never a path: a server-made id). */
export async function sendOwnedPdf(req: Request, res: Response, files: FileStore, fileId: string, filename: string): Promise<void> {
  const meta = await files.meta(fileId);
  if (!meta) throw new HttpError(404, t(req, 'registry.fileNotFound'));
  if (meta.ownerOpenid !== req.session!.openid) throw new HttpError(403, t(req, 'errors.forbidden'));
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(meta.size));
  res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(filename)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  pipeStoredFile(res, await files.open(fileId));
}

/**
 * The one home of "who may be named in a query": the ID number's format (not for enterprises,
 * whose credit code has its own), then only one's own name and ID number (403 otherwise).
 */
export function checkQueriedPerson(name: string, cardnum: string, who: QueryIdentity): void {
  if (!who.enterprise && !hasIdNumberShape(cardnum)) refuse('invalid', 'registry.idWrong');
  if (name !== who.name || cardnum.toUpperCase() !== who.cardnum.toUpperCase()) refuse('forbidden', 'registry.ownOnly');
}

/**
 * The state text of a query record (spec 000 section 4). A refusal with a reason says it (a
 * cancelled certificate); a verification that ran and failed found the file wanting, not missing:
 * it says 验证未通过 where a search says 未查到 (decision 0062).
 */
export function stateMessage(state: number, m: Messages, record: { kind?: string; result?: unknown } = {}): string {
  if (state === QUERY_STATES.answered) return m('registry.state.view');
  if (state === QUERY_STATES.notFound && (record.result as { reason?: string } | null)?.reason === 'cancelled') return m('registry.state.cancelled');
  if (state === QUERY_STATES.notFound) return m(record.kind === 'verify' ? 'registry.state.verifyFailed' : 'registry.state.notFound');
  return m('registry.state.querying');
}
