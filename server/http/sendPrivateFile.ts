import type { Response } from 'express';
import type { Readable } from 'node:stream';

/**
 * Streams a stored file to the one reader allowed it: its own type, never sniffed as another, cached
 * only by that reader's browser (private) for `maxAgeSeconds`.
 */
export function sendPrivateFile(res: Response, file: { mime: string; content: Readable }, maxAgeSeconds: number): void {
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Cache-Control', `private, max-age=${maxAgeSeconds}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  file.content.pipe(res);
}
