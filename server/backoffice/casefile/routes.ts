import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { revealRoles } from '../../../engine/workflow/revealRoles';
import { actorOf, requireCaseReader, requireStaff } from '../shared/staffGuard';
import { workflowConfig } from '../../schemas/workflowConfig';
import { createCaseFileService } from './caseFileService';
import { sendPrivateFile } from '../../http/sendPrivateFile';

const id = z.string().min(1).max(64);
const params = z.object({ id });
const pictureParams = z.object({ id, materialId: z.string().regex(/^[a-f0-9]{32}$/) });
const revealBody = z.object({ requestId: z.uuid() });

/**
 * The case file under /staff/api/review/applications/:id (docs/decisions/0051), to the stage staff;
 * mounted before the review outcomes (POST …/:id/:action) so that `reveal` is not read as one.
 */
export function staffCaseFileRoutes(deps: AppDeps): Router {
  const workflow = () => workflowConfig(deps.schemas);
  const router = Router();
  const caseFile = createCaseFileService({ db: deps.db, files: deps.files, schemas: deps.schemas, schemaVersions: deps.schemaVersions, workflow, registry: deps.filingRegistry });
  const caseReaders = requireCaseReader(deps.schemas);
  const localeOf = (req: Request) => pickLocale(req.headers['accept-language']);

  router.get('/review/applications/:id', caseReaders, async (req, res) => {
    const { id } = parse(params, req.params, req);
    const roles = req.staff!.roles;
    // Who may read a party's full ID and phone numbers: the roles of the stages marked reveals (docs/decisions/0051).
    const mayReveal = revealRoles(workflow()).some((role) => roles.includes(role));
    sendOk(res, await caseFile.open({ id: req.staff!.id, roles }, id, localeOf(req), mayReveal));
  });

  const revealers: RequestHandler = (req, res, next) => requireStaff(...revealRoles(workflow()))(req, res, next);
  router.post('/review/applications/:id/reveal', revealers, async (req, res) => {
    const { id } = parse(params, req.params, req);
    const { requestId } = parse(revealBody, req.body, req);
    sendOk(res, await caseFile.reveal(actorOf(req), id, requestId, localeOf(req)));
  });

  const picture = (which: 'file' | 'thumb') => async (req: Request, res: Response) => {
    const { id, materialId } = parse(pictureParams, req.params, req);
    sendPrivateFile(res, await caseFile.picture(id, materialId, which), 3600);
  };
  router.get('/review/applications/:id/materials/:materialId', caseReaders, picture('file'));
  router.get('/review/applications/:id/materials/:materialId/thumb', caseReaders, picture('thumb'));

  return router;
}
