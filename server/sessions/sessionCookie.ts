import type { Request, Response } from 'express';
import { parse } from 'cookie';
import { cookieOptions } from '../http/cookieOptions';

export const SESSION_COOKIE = 'hall_sid';

export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[SESSION_COOKIE] || undefined;
}

export function writeSessionCookie(res: Response, token: string, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(res), maxAge: maxAgeMs });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(res));
}
