import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { sendOk } from '../http/envelope';
import { HttpError } from '../http/httpError';
import { parse } from '../http/parse';
import { audit } from './audit';
import { STAFF_ROLES } from './roles';
import { createSignInService } from './signInService';
import { createStaffAdminService } from './staffAdminService';
import { staffTranslatorFor as translatorFor } from './staffMessages';
import { pagesFor } from './staffPages';
import { clearStaffCookie, writeStaffCookie } from './staffCookie';
import { actorOf, requireStaff } from './staffGuard';

const text = (max: number) => z.string().trim().min(1).max(max);
const signInBody = z.object({ username: text(32), password: z.string().min(1).max(128) });
const codeBody = z.object({ code: z.string().trim().regex(/^\d{6}$/) });
const roles = z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length);
// The credit code's form is the service's rule (institutionRefusal), worded for the admin.
const institution = z.object({ name: text(100), creditCode: z.string().trim().max(40) });
const newStaffBody = z.object({ username: z.string().trim().regex(/^[a-z0-9_.-]{3,32}$/), name: text(50), password: z.string().max(128), roles, institution: institution.nullish() });
const rolesBody = z.object({ roles });
const disabledBody = z.object({ disabled: z.boolean() });
const idParams = z.object({ id: z.uuid() });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).transform((value) => new Date(`${value}T00:00:00+08:00`));
const auditQuery = z.object({ actor: z.string().trim().max(32).optional(), action: z.string().trim().max(40).optional(), from: day.optional(), to: day.optional() });

const AUDIT_PAGE = 200;
const DAY_MS = 86_400_000;
const ip = (req: Request) => req.ip ?? '';

/**
 * The staff API under /staff/api (docs/decisions/0048): sign-in with password and second factor,
 * the signed-in member, and the system admin's staff management and audit log. Answers use the
 * errcode envelope; refusals of a missing session are code -1 like the citizen's.
 */
export function staffRoutes(deps: AppDeps): Router {
  const router = Router();
  const signIn = createSignInService(deps.db);
  const admin = createStaffAdminService(deps.db);
  const systemAdmin = requireStaff('system_admin');

  router.post('/session', async (req, res) => {
    const body = parse(signInBody, req.body, req);
    const { token, step } = await signIn.signIn({ ...body, ip: ip(req) }, translatorFor(req));
    writeStaffCookie(res, token);
    sendOk(res, step);
  });

  router.post('/session/code', async (req, res) => {
    if (!req.staff || req.staff.verified) throw new HttpError(401, translatorFor(req)('staff.signInRequired'), 'session');
    const { code } = parse(codeBody, req.body, req);
    await signIn.confirmCode(req.staff, code, ip(req), translatorFor(req));
    sendOk(res, { next: 'done' });
  });

  router.post('/session/end', async (req, res) => {
    if (req.staff) await signIn.signOut(req.staff, ip(req));
    clearStaffCookie(res);
    sendOk(res);
  });

  router.get('/me', requireStaff(), (req, res) => {
    const { id, username, name, roles: held, institution: own } = req.staff!;
    sendOk(res, { id, username, name, roles: held, institution: own, pages: pagesFor(held) });
  });

  router.get('/accounts', systemAdmin, async (_req, res) => {
    sendOk(res, { accounts: await admin.list(), roles: STAFF_ROLES });
  });

  router.post('/accounts', systemAdmin, async (req, res) => {
    const body = parse(newStaffBody, req.body, req);
    sendOk(res, await admin.create(actorOf(req), body, translatorFor(req)));
  });

  router.post('/accounts/:id/roles', systemAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await admin.setRoles(actorOf(req), id, parse(rolesBody, req.body, req).roles, translatorFor(req)));
  });

  router.post('/accounts/:id/disabled', systemAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await admin.setDisabled(actorOf(req), id, parse(disabledBody, req.body, req).disabled, translatorFor(req)));
  });

  router.post('/accounts/:id/unlock', systemAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await admin.unlock(actorOf(req), id, translatorFor(req)));
  });

  router.get('/audit', systemAdmin, async (req, res) => {
    const query = parse(auditQuery, req.query, req);
    // "to" is the last day shown, whole.
    const to = query.to ? new Date(query.to.getTime() + DAY_MS) : undefined;
    sendOk(res, await audit.list(deps.db, { ...query, to, limit: AUDIT_PAGE }));
  });

  return router;
}
