import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Env } from '../config/env';

/** The app's own origin: PUBLIC_URL when set (behind a proxy), else what the request came to. */
export function originOf(env: Env, req: Request): string {
  return env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * Where the browser goes to sign in: the messaging app's authorise page, coming back to /waiting
 * with a code and a fresh state the browser keeps to check the answer against.
 */
export function authorizeUrlFor(env: Env) {
  return (req: Request): string => {
    const params = new URLSearchParams({
      appid: env.WX_APPID,
      redirect_uri: `${originOf(env, req)}/waiting`,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: crypto.randomBytes(12).toString('hex'),
    });
    return `/wechat/emulator/authorize?${params.toString()}`;
  };
}
