import type { Request } from 'express';
import type { Env } from '../config/env';

const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * The app's own origin, which decides where sign-in may come back to: PUBLIC_URL when set (always
 * in deployment mode). Without it (demo mode, loopback only) the Host header is taken only when it
 * names a loopback address, so a forged Host can never make another site an allowed redirect.
 */
export function originOf(env: Env, req: Request): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const host = req.get('host') ?? '';
  return LOOPBACK.test(host) ? `${req.protocol}://${host}` : `http://127.0.0.1:${req.socket.localPort ?? env.PORT}`;
}
