import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { pagesFor } from '../../../engine/workflow/pagesFor';
import { staffRoles } from '../../../engine/workflow/staffRoles';
import { workflowConfig } from '../../schemas/workflowConfig';
import { createSignInService } from './signInService';
import { createStaffAdminService } from './staffAdminService';
import { ACCOUNTS_PAGE } from './staffPages';
import { clearStaffCookie, writeStaffCookie } from '../shared/staffCookie';
import { actorOf, requireCodeStep, requirePage, requireSignedIn, requireStaff } from '../shared/staffGuard';

const text = (max: number) => z.string().trim().min(1).max(max);
const signInBody = z.object({ username: text(32), password: z.string().min(1).max(128) });
const codeBody = z.object({ code: z.string().trim().regex(/^\d{6}$/) });
const passwordBody = z.object({ current: z.string().max(128).optional(), password: z.string().min(1).max(128) });
// The roles the workflow's configuration names now (its stages', then its staff section's: docs/decisions/0067).
const rolesIn = (configured: () => readonly string[]) =>
  z
    .array(z.string().refine((role) => configured().includes(role)))
    .min(1)
    .refine((asked) => asked.length <= configured().length);
// The credit code's form is the service's rule (institutionRefusal), worded for the admin.
// The contact phone's form too (empty: none).
const institutionPhone = z.string().trim().max(20).transform((phone) => phone || null);
const institution = z.object({ name: text(100), creditCode: z.string().trim().max(40), phone: institutionPhone.nullish() });
const disabledBody = z.object({ disabled: z.boolean() });
const institutionPhoneBody = z.object({ phone: institutionPhone.nullable() });
const idParams = z.object({ id: z.uuid() });

const ip = (req: Request) => req.ip ?? '';

/**
 * The staff API under /staff/api (docs/decisions/0048): sign-in with password and second factor,
 * the signed-in member, and the system admin's staff management (the audit log: ../audit). Answers use the
 * errcode envelope; refusals of a missing session are code -1 like the citizen's.
 */
export function staffRoutes(deps: AppDeps): Router {
  const configuredRoles = () => staffRoles(workflowConfig(deps.schemas));
  const roles = rolesIn(configuredRoles);
  const newStaffBody = z.object({ username: z.string().trim().regex(/^[a-z0-9_.-]{3,32}$/), name: text(50), password: z.string().max(128), roles, institution: institution.nullish() });
  const rolesBody = z.object({ roles });
  const router = Router();
  const workflow = () => workflowConfig(deps.schemas);
  const signIn = createSignInService(deps.db, workflow);
  const admin = createStaffAdminService(deps.db, workflow);
  // The accounts page's roles, as the workflow's staff section configures them.
  const systemAdmin = requirePage(deps.schemas, ACCOUNTS_PAGE);

  router.post('/session', async (req, res) => {
    const body = parse(signInBody, req.body, req);
    const { token, step } = await signIn.signIn({ ...body, ip: ip(req) });
    writeStaffCookie(res, token);
    sendOk(res, step);
  });

  router.post('/session/code', requireCodeStep, async (req, res) => {
    const { code } = parse(codeBody, req.body, req);
    sendOk(res, await signIn.confirmCode(req.staff!, code, ip(req)));
  });

  // The signed-in session's step: the sign-in page opens on the change of a one-time password (docs/decisions/0092).
  router.get('/session', requireSignedIn, (req, res) => {
    sendOk(res, { next: req.staff!.mustChangePassword ? 'changePassword' : 'done' });
  });

  // A member changes their own password; their other sessions end (docs/decisions/0092).
  router.post('/session/password', requireSignedIn, async (req, res) => {
    const body = parse(passwordBody, req.body, req);
    sendOk(res, await signIn.changePassword(req.staff!, body, ip(req)));
  });

  router.post('/session/end', async (req, res) => {
    if (req.staff) await signIn.signOut(req.staff, ip(req));
    clearStaffCookie(res);
    sendOk(res);
  });

  router.get('/me', requireStaff(), (req, res) => {
    const { id, username, name, roles: held, institution: own } = req.staff!;
    // The side menu shows what the workflow's staff section opens to these roles; requirePage checks the same (docs/decisions/0067).
    sendOk(res, { id, username, name, roles: held, institution: own, pages: pagesFor(workflowConfig(deps.schemas), held) });
  });

  router.get('/accounts', systemAdmin, async (_req, res) => {
    sendOk(res, { accounts: await admin.list(), roles: configuredRoles() });
  });

  router.post('/accounts', systemAdmin, async (req, res) => {
    const body = parse(newStaffBody, req.body, req);
    sendOk(res, await admin.create(actorOf(req), body));
  });

  router.post('/accounts/:id/roles', systemAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await admin.setRoles(actorOf(req), id, parse(rolesBody, req.body, req).roles));
  });

  router.post('/accounts/:id/disabled', systemAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await admin.setDisabled(actorOf(req), id, parse(disabledBody, req.body, req).disabled));
  });

  router.post('/accounts/:id/institution-phone', systemAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await admin.setInstitutionPhone(actorOf(req), id, parse(institutionPhoneBody, req.body, req).phone));
  });

  router.post('/accounts/:id/password-reset', systemAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await admin.resetPassword(actorOf(req), id));
  });

  router.post('/accounts/:id/unlock', systemAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await admin.unlock(actorOf(req), id));
  });

  return router;
}
