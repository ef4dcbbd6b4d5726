import type { Request, Response } from 'express';
import { parse } from 'cookie';
import { cookieOptions } from '../../http/cookieOptions';

/**
 * The staff session cookie (docs/decisions/0048): another name than the citizen's, sent only to
 * /staff (so no citizen call ever carries it) and never on any cross-site request (Strict).
 */
export const STAFF_COOKIE = 'hall_staff_sid';
export const STAFF_PATH = '/staff';

const staffCookieOptions = (res: Response) => ({ ...cookieOptions(res), sameSite: 'strict' as const, path: STAFF_PATH });

export function readStaffCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  return header ? parse(header)[STAFF_COOKIE] || undefined : undefined;
}

export const writeStaffCookie = (res: Response, token: string) => res.cookie(STAFF_COOKIE, token, staffCookieOptions(res));

export const clearStaffCookie = (res: Response) => res.clearCookie(STAFF_COOKIE, staffCookieOptions(res));
