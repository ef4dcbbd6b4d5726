import { Router } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { requireStaff } from '../../staff/staffGuard';
import { staffTranslatorFor } from '../../staff/staffMessages';
import { createApplicationVersions } from '../filing/applicationVersions';
import { createFilingRepository } from '../filing/repository';
import { createPartnerService } from './service';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The partner system's reading calls under /staff/api/partner (docs/decisions/0056); partners only. */
export function partnerRoutes(deps: AppDeps, confirmations: { partnerRequested(creditCode: string): Promise<string[]> }): Router {
  const router = Router();
  const repository = createFilingRepository(deps.db);
  // Drafts an institution was asked to confirm are shown too (docs/decisions/0055): the confirmations feature knows which.
  const service = createPartnerService({
    repository,
    versions: createApplicationVersions({ repository, versions: deps.schemaVersions, schemas: deps.schemas }),
    requested: (creditCode) => confirmations.partnerRequested(creditCode),
  });
  const partner = requireStaff('partner');

  router.get('/partner/applications', partner, async (req, res) => {
    const { page, rows } = parse(listQuery, req.query, req);
    sendOk(res, await service.list(req.staff!.institution, page, rows, pickLocale(req.headers['accept-language']), staffTranslatorFor(req)));
  });

  router.get('/partner/applications/:id', partner, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await service.view(req.staff!.institution, id, pickLocale(req.headers['accept-language']), staffTranslatorFor(req)));
  });

  return router;
}
