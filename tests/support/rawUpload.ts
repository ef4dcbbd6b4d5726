import crypto from 'node:crypto';
import http from 'node:http';

export const BOUNDARY = `----hostile${crypto.randomBytes(6).toString('hex')}`;

/** The opening of one multipart part carrying a file (its bytes follow). */
export function filePart(field: string, filename: string, type: string): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
}

/** What closes a part and the whole body; a truncated body leaves it out. */
export const CLOSING = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

export interface RawSend {
  /** The pieces of the body, written one by one. */
  pieces: Buffer[];
  /** Milliseconds between pieces (a slow sender). */
  pauseMs?: number;
  /** Declared length; more than the pieces hold means the sender stops short. Default: exactly the pieces. */
  declaredLength?: number;
  /** Drop the connection after the last piece instead of waiting for an answer. */
  abort?: boolean;
}

/**
 * A multipart POST written byte by byte as a hostile or broken client would: cut short, slow,
 * or dropped mid-body. Answers the status (0 when the connection was dropped or reset).
 */
export function sendRaw(url: string, cookie: string, send: RawSend): Promise<{ status: number; body: string }> {
  const length = send.declaredLength ?? send.pieces.reduce((sum, piece) => sum + piece.length, 0);
  return new Promise((resolve) => {
    const target = new URL(url);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(length) },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: '' }));
    void (async () => {
      for (const piece of send.pieces) {
        if (request.destroyed) return;
        request.write(piece);
        if (send.pauseMs) await new Promise((wait) => setTimeout(wait, send.pauseMs));
      }
      if (send.abort) {
        await new Promise((wait) => setTimeout(wait, 200));
        request.destroy();
        resolve({ status: 0, body: '' });
      } else if (send.declaredLength === undefined) request.end();
    })();
  });
}
