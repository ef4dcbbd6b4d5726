import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { originOf } from '../../http/originOf';
import { parse } from '../../http/parse';
import { sendDocumentPdf } from '../../http/sendDocumentPdf';
import { workflowConfig } from '../../schemas/workflowConfig';
import { actorOf, requireCaseReader, requirePage } from '../shared/staffGuard';
import { createPrintService } from './caseDocuments';
import type { ApplicationOutcomes } from '../../applications/applicationOutcomes';

const params = z.object({ id: z.string().min(1).max(64) });
const fileParams = z.object({ id: z.string().min(1).max(64), kind: z.enum(['notice', 'registration', 'licence']) });

/**
 * A case's documents under /staff/api/review/applications/:id/documents (docs/decisions/0075), to
 * the stage staff: the list the case file shows, each PDF to print, and 缮证 (its stage's roles
 * only, checked by the service).
 */
export function staffCaseDocumentRoutes(deps: AppDeps, applications: Pick<ApplicationOutcomes, 'lock'>): Router {
  const router = Router();
  const documents = createPrintService({ db: deps.db, registry: deps.registry, workflow: () => workflowConfig(deps.schemas), applications, filing: deps.filingRegistry });
  const stageStaff = requirePage(deps.schemas, 'queue');
  const caseReaders = requireCaseReader(deps.schemas);

  router.get('/review/applications/:id/documents', caseReaders, async (req, res) => {
    const { id } = parse(params, req.params, req);
    sendOk(res, { documents: await documents.list(id) });
  });

  router.get('/review/applications/:id/documents/:kind.pdf', caseReaders, async (req, res) => {
    const { id, kind } = parse(fileParams, req.params, req);
    await sendDocumentPdf(res, deps.files, await documents.pdf(id, kind));
  });

  router.post('/review/applications/:id/documents/print', stageStaff, async (req, res) => {
    const { id } = parse(params, req.params, req);
    sendOk(res, await documents.print({ ...actorOf(req), id: req.staff!.id, roles: req.staff!.roles }, id, originOf(deps.env, req)));
  });

  return router;
}
