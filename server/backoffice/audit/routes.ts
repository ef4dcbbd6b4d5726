import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { audit } from '../shared/audit';
import { chinaDayEnd, chinaDayStart } from '../shared/chinaDayQuery';
import { requirePage } from '../shared/staffGuard';

const auditQuery = z.object({ actor: z.string().trim().max(32).optional(), action: z.string().trim().max(40).optional(), from: chinaDayStart.optional(), to: chinaDayEnd.optional() });

const AUDIT_PAGE = 200;

/** The system admin's reading of the staff audit log (docs/decisions/0048), newest first. */
export function auditRoutes(deps: AppDeps): Router {
  const router = Router();
  const auditPage = requirePage(deps.schemas, 'audit');

  router.get('/audit', auditPage, async (req, res) => {
    const query = parse(auditQuery, req.query, req);
    sendOk(res, await audit.list(deps.db, { ...query, limit: AUDIT_PAGE }));
  });

  return router;
}
