import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { sendDocumentPdf } from '../../http/sendDocumentPdf';
import { createDocumentService } from './service';

const idQuery = z.object({ proinstid: z.string().min(1).max(64) });
const fileParams = z.object({ id: z.string().min(1).max(64), kind: z.enum(['notice', 'registration', 'licence']) });

/**
 * A citizen's application documents (docs/decisions/0075): the list on the application's detail
 * page and each PDF (受理通知书, the certificate or proof, its electronic licence), to its owner only.
 */
export function documentRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession } = deps.guards;
  const documents = createDocumentService({ db: deps.db, registry: deps.registry });

  router.get('/online/wx/apilist/applicationDocuments', requireSession, async (req, res) => {
    const { proinstid } = parse(idQuery, req.query, req);
    sendOk(res, { documents: await documents.list(proinstid, req.session!.openid) });
  });

  router.get('/online/wx/apilist/applicationDocuments/:id/:kind.pdf', requireSession, async (req, res) => {
    const { id, kind } = parse(fileParams, req.params, req);
    await sendDocumentPdf(res, deps.files, await documents.pdf(id, req.session!.openid, kind));
  });

  return router;
}
