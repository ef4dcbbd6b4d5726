import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import type { StaffRole } from '../../staff/roles';
import { staffTranslatorFor } from '../../staff/staffMessages';
import { actorOf, requireStaff } from '../../staff/staffGuard';
import { workflowConfig } from '../review/workflowConfig';
import { createCaseFileService } from './caseFileService';
import { sendPrivateFile } from '../../http/sendPrivateFile';

/**
 * Who may read a party's full ID and phone numbers (docs/decisions/0051): those who check identity
 * against the papers (acceptance), the review and the register. The certificate clerk prints what
 * the register holds and hands it over against the person's own card: they see the masked page.
 */
export const REVEAL_ROLES = ['acceptance_clerk', 'reviewer', 'registrar'] as const satisfies readonly StaffRole[];

const id = z.string().min(1).max(64);
const params = z.object({ id });
const pictureParams = z.object({ id, materialId: z.string().regex(/^[a-f0-9]{32}$/) });
const revealBody = z.object({ requestId: z.uuid() });

/**
 * The case file under /staff/api/review/applications/:id (docs/decisions/0051), to the stage staff;
 * mounted before the review outcomes (POST …/:id/:action) so that `reveal` is not read as one.
 */
export function staffCaseFileRoutes(deps: AppDeps): Router {
  const router = Router();
  const caseFile = createCaseFileService({ db: deps.db, files: deps.files, schemas: deps.schemas, schemaVersions: deps.schemaVersions, workflow: workflowConfig });
  const stageStaff = requireStaff('acceptance_clerk', 'reviewer', 'registrar', 'certificate_clerk');
  const localeOf = (req: Request) => pickLocale(req.headers['accept-language']);

  router.get('/review/applications/:id', stageStaff, async (req, res) => {
    const { id } = parse(params, req.params, req);
    const roles = req.staff!.roles;
    const mayReveal = REVEAL_ROLES.some((role) => roles.includes(role));
    sendOk(res, await caseFile.open({ roles }, id, localeOf(req), mayReveal, staffTranslatorFor(req)));
  });

  router.post('/review/applications/:id/reveal', requireStaff(...REVEAL_ROLES), async (req, res) => {
    const { id } = parse(params, req.params, req);
    const { requestId } = parse(revealBody, req.body, req);
    sendOk(res, await caseFile.reveal(actorOf(req), id, requestId, localeOf(req), staffTranslatorFor(req)));
  });

  const picture = (which: 'file' | 'thumb') => async (req: Request, res: Response) => {
    const { id, materialId } = parse(pictureParams, req.params, req);
    sendPrivateFile(res, await caseFile.picture(id, materialId, which, staffTranslatorFor(req)), 3600);
  };
  router.get('/review/applications/:id/materials/:materialId', stageStaff, picture('file'));
  router.get('/review/applications/:id/materials/:materialId/thumb', stageStaff, picture('thumb'));

  return router;
}
