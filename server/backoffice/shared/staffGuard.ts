import type { Request, RequestHandler } from 'express';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import { hashToken } from '../../sessions/sessionService';
import type { AuditActor } from './audit';
import { pageRoles } from '../../../engine/workflow/pageRoles';
import type { SchemaService } from '../../schemas/service';
import { workflowConfig } from '../../schemas/workflowConfig';
import { usableRoles } from './roles';
import { clearStaffCookie, readStaffCookie } from './staffCookie';
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
  /** Signed in with a reset's one-time password: nothing but the change of it until it is changed (docs/decisions/0092). */
  mustChangePassword: boolean;
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
export function loadStaffSession(db: Db, schemas: Pick<SchemaService, 'snapshot'>, idleMs: number, now = () => Date.now()): RequestHandler {
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
    const roles = usableRoles(workflowConfig(schemas), row.roles, row.second_factor);
    const heldNotUsable = row.roles.filter((role) => !roles.includes(role));
    req.staff = { id: row.id, username: row.username, name: row.name, roles, heldNotUsable, institution, tokenHash, verified: row.verified, mustChangePassword: row.must_change_password };
    next();
  };
}

/** The refusal of a call without a usable staff session: code -1, as the citizen's (contract), so the app signs in again. */
function refuseSignIn(key: 'staff.signInRequired' | 'staff.signInAgain' | 'staff.passwordChangeRequired'): never {
  refuseStaff('unauthenticated', key, {}, { code: 'session' });
}

/**
 * The guard of every staff call: a signed-in staff member (second factor passed) holding one of
 * the roles (any role when none is named) and entitled to use it in this session. Refused as not
 * signed in without a staff session, or when the role is held but this session did not pass what
 * it needs (sign in again); forbidden without the role. A refusal thrown here reaches the error
 * handler as a service's does (Express passes a guard's throw on), worded from the staff catalogue.
 */
export function requireStaff(...roles: string[]): RequestHandler {
  return (req, _res, next) => {
    const staff = req.staff;
    if (!staff?.verified) refuseSignIn('staff.signInRequired');
    // A one-time password opens the change of it and nothing else: the app's sign-in page asks for the change.
    if (staff.mustChangePassword) refuseSignIn('staff.passwordChangeRequired');
    if (roles.length === 0 || roles.some((role) => staff.roles.includes(role))) return next();
    if (roles.some((role) => staff.heldNotUsable.includes(role))) refuseSignIn('staff.signInAgain');
    refuseStaff('forbidden', 'staff.roleRefused');
  };
}

/** The guard of a member's own password change: a signed-in session, one that must change its password too. */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  if (!req.staff?.verified) refuseSignIn('staff.signInRequired');
  next();
};

/** The guard of the second factor's step: a session that passed its password and not yet its code. */
export const requireCodeStep: RequestHandler = (req, _res, next) => {
  if (!req.staff || req.staff.verified) refuseSignIn('staff.signInRequired');
  next();
};

/**
 * The guard of a staff page's calls: its roles as the workflow's configuration says now (the
 * side menu reads the same, docs/decisions/0067); a call behind several pages (the case file, read
 * from the queue and from the search) lets in the roles of any of them. A page the configuration
 * does not open to anyone refuses every member rather than letting any in.
 */
export function requirePage(schemas: Pick<SchemaService, 'snapshot'>, ...pages: [string, ...string[]]): RequestHandler {
  return (req, res, next) => {
    const roles = [...new Set(pages.flatMap((page) => pageRoles(workflowConfig(schemas), page)))];
    if (roles.length === 0) return requireStaff('nobody')(req, res, next);
    requireStaff(...roles)(req, res, next);
  };
}

/**
 * Who reads a case file, its pictures, checks, rounds and documents: the stage staff (the queue
 * page's, docs/decisions/0067) and whoever finds cases with the search page (the system admin reads
 * what it finds; acting stays with the stage's roles, decision 0093).
 */
export const requireCaseReader = (schemas: Pick<SchemaService, 'snapshot'>) => requirePage(schemas, 'queue', 'search');

/** The audit log's actor for this request (requireStaff ran before). */
export const actorOf = (req: Request): AuditActor => ({ id: req.staff!.id, username: req.staff!.username, roles: req.staff!.roles, ip: req.ip ?? '' });
