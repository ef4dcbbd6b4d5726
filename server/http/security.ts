import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * A strict Content-Security-Policy: scripts only from our own origin, no eval (validators are
 * precompiled at build time), no inline scripts. Images may be data: or blob: URLs (QR codes,
 * previews of photos before upload); pdf.js runs its worker from our origin.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
