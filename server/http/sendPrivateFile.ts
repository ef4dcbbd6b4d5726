import type { Response } from 'express';
import type { Readable } from 'node:stream';

/**
 * Pipes a stored file's bytes to the response. A read that fails (the file removed between its
 * record and its bytes, a chunk the database could not give) ends this response, never the
 * process (docs/decisions/0057): before the first byte as a bare 404, after it by cutting the
 * connection, so the client sees the file incomplete rather than whole.
 */
export function pipeStoredFile(res: Response, content: Readable): void {
  content.once('error', () => {
    if (res.headersSent) return void res.destroy();
    for (const header of ['Content-Type', 'Content-Length', 'Content-Disposition']) res.removeHeader(header);
    res.status(404).end();
  });
  content.pipe(res);
}

/**
 * Streams a stored file to the one reader allowed it: its own type, never sniffed as another, cached
 * only by that reader's browser (private) for `maxAgeSeconds`.
 */
export function sendPrivateFile(res: Response, file: { mime: string; content: Readable }, maxAgeSeconds: number): void {
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Cache-Control', `private, max-age=${maxAgeSeconds}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  pipeStoredFile(res, file.content);
}
