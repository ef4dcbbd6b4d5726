import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { parse } from 'cookie';
import { cookieOptions } from '../http/cookieOptions';

export const SIGN_IN_STATE_COOKIE = 'hall_signin';
const LIFETIME_MS = 10 * 60_000;
const FORMAT = /^[a-f0-9]{32}$/;

function stateCookie(req: Request): string | undefined {
  const value = req.headers.cookie ? parse(req.headers.cookie)[SIGN_IN_STATE_COOKIE] : undefined;
  return value && FORMAT.test(value) ? value : undefined;
}

/**
 * The OAuth `state` of a sign-in, bound to the browser that starts it: the state is also kept in
 * a short-lived HttpOnly cookie, and the code is accepted only with the state of the browser's
 * own cookie. A page on another site that walks a victim's browser into the attacker's code has
 * the attacker's state, not the victim's (login CSRF). The same browser keeps one state until it
 * signs in, so several calls answering 401 at once agree on it.
 */
export function signInState(req: Request, res: Response): string {
  const state = stateCookie(req) ?? crypto.randomBytes(16).toString('hex');
  res.cookie(SIGN_IN_STATE_COOKIE, state, { ...cookieOptions(res), maxAge: LIFETIME_MS });
  return state;
}

/** Whether a state that came back with a code is this browser's own. */
export function stateBelongsToBrowser(req: Request, state: string): boolean {
  const own = stateCookie(req);
  if (!own) return false;
  const a = Buffer.from(own);
  const b = Buffer.from(state);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Signed in: the state is spent, the next sign-in gets a new one. */
export function clearSignInState(res: Response): void {
  res.clearCookie(SIGN_IN_STATE_COOKIE, cookieOptions(res));
}
