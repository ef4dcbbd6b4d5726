import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { hashToken } from '../sessions/sessionService';
import type { AuditActor } from './audit';
import { usableRoles, type StaffRole } from './roles';
import { clearStaffCookie, readStaffCookie } from './staffCookie';
import { staffTranslatorFor } from './staffMessages';
import { staffSessionRepository } from './staffSessionRepository';

export interface StaffInstitution {
  name: string;
  /** The unified social credit code (统一社会信用代码) the institution's parties are named by. */
  creditCode: string;
}

export interface StaffIdentity {
  id: string;
  username: string;
  name: string;
  /** The roles this session may use: those whose requirement it passed (usableRoles). */
  roles: string[];
  /** Roles the member holds that this session may not use (no second factor passed): signing in again opens them. */
  heldNotUsable: string[];
  /** A partner's bank or company (docs/decisions/0056); null for registry staff. */
  institution: StaffInstitution | null;
  tokenHash: string;
  /** False between the password and the second factor. */
  verified: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by loadStaffSession under /staff/api when the staff cookie names a live session. */
    staff?: StaffIdentity;
  }
}

// Last-seen is written at most once a minute per session (more often only for very short timeouts).
const TOUCH_EVERY_MS = 60_000;

/**
 * Reads the staff cookie on every staff call (no cache: a disabled account or a changed role
 * counts from the next call). A session idle longer than the timeout, or of a disabled account,
 * is ended and its cookie cleared. The citizen's cookie is never read here.
 */
export function loadStaffSession(db: Db, idleMs: number, now = () => Date.now()): RequestHandler {
  return async (req, res, next) => {
    const token = readStaffCookie(req);
    if (!token) return next();
    const tokenHash = hashToken(token);
    const row = await staffSessionRepository.find(db, tokenHash);
    const at = now();
    if (!row || row.disabled_at || at - row.last_seen_at.getTime() >= idleMs) {
      if (row) await staffSessionRepository.remove(db, tokenHash);
      clearStaffCookie(res);
      return next();
    }
    if (at - row.last_seen_at.getTime() > Math.min(TOUCH_EVERY_MS, idleMs / 4)) await staffSessionRepository.touch(db, tokenHash, new Date(at));
    const institution = row.institution_name && row.institution_code ? { name: row.institution_name, creditCode: row.institution_code } : null;
    const roles = usableRoles(row.roles, row.second_factor);
    const heldNotUsable = row.roles.filter((role) => !roles.includes(role));
    req.staff = { id: row.id, username: row.username, name: row.name, roles, heldNotUsable, institution, tokenHash, verified: row.verified };
    next();
  };
}

/**
 * The guard of every staff call: a signed-in staff member (second factor passed) holding one of
 * the roles (any role when none is named) and entitled to use it in this session. 401 without a
 * staff session, or when the role is held but this session did not pass what it needs (sign in
 * again); 403 without the role.
 */
export function requireStaff(...roles: StaffRole[]): RequestHandler {
  return (req, _res, next) => {
    const staff = req.staff;
    if (!staff?.verified) return next(new HttpError(401, staffTranslatorFor(req)('staff.signInRequired'), 'session'));
    if (roles.length === 0 || roles.some((role) => staff.roles.includes(role))) return next();
    if (roles.some((role) => staff.heldNotUsable.includes(role))) return next(new HttpError(401, staffTranslatorFor(req)('staff.signInAgain'), 'session'));
    next(new HttpError(403, staffTranslatorFor(req)('staff.roleRefused')));
  };
}

/** The audit log's actor for this request (requireStaff ran before). */
export const actorOf = (req: Request): AuditActor => ({ id: req.staff!.id, username: req.staff!.username, roles: req.staff!.roles, ip: req.ip ?? '' });
