import type { Response } from 'express';
import type { FileStore } from '../files/fileStore';
import { pipeStoredFile } from './sendPrivateFile';

/**
 * Sends a case document's PDF (docs/decisions/0075), drawn now or stored when issued, inline under
 * its own name, cached nowhere: it carries parties' names. A stored file gone answers 404.
 */
export async function sendDocumentPdf(res: Response, files: FileStore, found: { filename: string; drawn: Buffer } | { filename: string; fileId: string }): Promise<void> {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(found.filename)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if ('drawn' in found) return void res.end(found.drawn);
  pipeStoredFile(res, await files.open(found.fileId));
}
