import { applicationStates } from '../../applications/states';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { sendPrivateFile } from '../../http/sendPrivateFile';
import { requirePage } from '../shared/staffGuard';
import { createApplicationVersions } from '../../applications/applicationVersions';
import { createMaterialsRepository } from '../../applications/materialsRepository';
import type { PartnerConfirmations } from '../../applications/partnerConfirmations';
import { createFilingRepository } from '../../applications/repository';
import { createPartnerService } from './service';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().min(1).max(64) });
const pictureParams = idParams.extend({ materialId: z.string().regex(/^[a-f0-9]{32}$/) });

/** The partner system's reading calls under /staff/api/partner (docs/decisions/0056); partners only. */
export function partnerRoutes(deps: AppDeps, confirmations: Pick<PartnerConfirmations, 'partnerRequested' | 'partnerStates'>): Router {
  const router = Router();
  const repository = createFilingRepository(deps.db);
  const service = createPartnerService({
    repository,
    versions: createApplicationVersions({ repository, versions: deps.schemaVersions, schemas: deps.schemas }),
    materials: createMaterialsRepository(deps.db),
    files: deps.files,
    // Drafts an institution was asked to confirm are shown too (docs/decisions/0055): the confirmations feature knows which.
    requested: (creditCode) => confirmations.partnerRequested(creditCode),
    states: (institution, ids) => confirmations.partnerStates(institution, ids),
    applicationStates: applicationStates(deps.schemas),
  });
  const partner = requirePage(deps.schemas, 'partner');
  const localeOf = (req: Request) => pickLocale(req.headers['accept-language']);

  router.get('/partner/applications', partner, async (req, res) => {
    const { page, rows } = parse(listQuery, req.query, req);
    sendOk(res, await service.list(req.staff!.institution, page, rows, localeOf(req)));
  });

  router.get('/partner/applications/:id', partner, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await service.view(req.staff!.institution, id, localeOf(req)));
  });

  const picture = (which: 'file' | 'thumb') => async (req: Request, res: Response) => {
    const { id, materialId } = parse(pictureParams, req.params, req);
    sendPrivateFile(res, await service.picture(req.staff!.institution, id, materialId, which), 3600);
  };
  router.get('/partner/applications/:id/materials/:materialId', partner, picture('file'));
  router.get('/partner/applications/:id/materials/:materialId/thumb', partner, picture('thumb'));

  return router;
}
