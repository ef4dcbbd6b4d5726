import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { audit } from '../shared/audit';
import { requirePage } from '../shared/staffGuard';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).transform((value) => new Date(`${value}T00:00:00+08:00`));
const auditQuery = z.object({ actor: z.string().trim().max(32).optional(), action: z.string().trim().max(40).optional(), from: day.optional(), to: day.optional() });

const AUDIT_PAGE = 200;
const DAY_MS = 86_400_000;

/** The system admin's reading of the staff audit log (docs/decisions/0048), newest first. */
export function auditRoutes(deps: AppDeps): Router {
  const router = Router();
  const auditPage = requirePage(deps.schemas, 'audit');

  router.get('/audit', auditPage, async (req, res) => {
    const query = parse(auditQuery, req.query, req);
    // "to" is the last day shown, whole.
    const to = query.to ? new Date(query.to.getTime() + DAY_MS) : undefined;
    sendOk(res, await audit.list(deps.db, { ...query, to, limit: AUDIT_PAGE }));
  });

  return router;
}
