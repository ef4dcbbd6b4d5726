import type { Express, Response } from 'express';

const HTTPS_ORIGIN = 'publicOriginIsHttps';

/** Said once by createApp: the public origin (PUBLIC_URL) is https, so every cookie is Secure. */
export function markPublicOrigin(app: Express, publicUrl: string | undefined): void {
  app.locals[HTTPS_ORIGIN] = publicUrl?.startsWith('https://') === true;
}

/**
 * The hall's cookies (session, sign-in state): HttpOnly, SameSite=Lax, the whole site; Secure when
 * the request came over TLS or the public origin is https. A proxy that ends TLS and is not
 * trusted with X-Forwarded-Proto (TRUST_PROXY off) shows us plain http, and the session cookie
 * went out without Secure, to be sent again over any plain-http request (docs/decisions/0036).
 */
export function cookieOptions(res: Response) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: res.req.secure || res.req.app.locals[HTTPS_ORIGIN] === true, path: '/' };
}
