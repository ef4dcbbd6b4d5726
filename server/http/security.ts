import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * A strict Content-Security-Policy: scripts only from our own origin, no eval (validators are
 * precompiled at build time, or by the server for a published form and imported from this origin:
 * decision 0086), no inline scripts. Images may be data: or blob: URLs (QR codes,
 * previews of photos before upload); pdf.js runs its worker from our origin.
 */
export const documentHeaders = helmet({
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

/**
 * Data answers (fetch and XHR from the app) get the headers that matter for data: no sniffing,
 * no referrer, same-origin only, never framed. The document headers (CSP, HSTS, opener policy)
 * only mean something for what a browser renders as a page, and on the hot API path they cost a
 * measurable share of the time per request; a document navigation always asks for text/html.
 */
export const dataHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  next();
};
