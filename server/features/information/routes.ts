import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { businessGuide } from '../../../engine/businesses/businessGuide';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { pipeStoredFile } from '../../http/sendPrivateFile';
import { CONTENT_IMAGE_KIND, CONTENT_IMAGE_PATH, isContentImageId } from '../../information/contentImages';
import { textField } from '../../http/fields';
import { localeOf, t } from '../../http/locale';
import { parse } from '../../http/parse';
import { createInformationRepository } from '../../information/repository';
import { createInformationService } from './service';

// The type may be left out only with a uuid: an article link without ?type is looked up by its id
// across the types (docs/decisions/0065).
const guidsBody = z.object({
  type: textField(20).default(''),
  page: z.union([z.literal('all'), z.coerce.number().int().min(1).max(100_000)]).default('all'),
  rows: z.coerce.number().int().min(1).max(100).default(5),
  searchVal: textField(50).default(''),
  uuid: textField(64).optional(),
}).refine((body) => body.type !== '' || Boolean(body.uuid), { path: ['type'], message: 'type is required' });
const guideBody = z.object({ prodefid: textField(64).pipe(z.string().min(1)) });

const input = (req: Request) => (req.method === 'GET' ? req.query : req.body);

/** Public information: news, service guides, public notices, notices and policies (spec 000 sections 2 and 7). */
export function informationRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createInformationService(createInformationRepository(deps.db), (prodefid, locale) => businessGuide(deps.schemas.snapshot().registry.catalogue, prodefid, locale));

  const guids = async (req: Request, res: Response) => {
    const body = parse(guidsBody, input(req), req);
    sendOk(res, await service.serviceGuids({ ...body, uuid: body.uuid || undefined }));
  };
  const initGuide = async (req: Request, res: Response) => {
    sendOk(res, await service.initGuide(parse(guideBody, input(req), req).prodefid, localeOf(req)));
  };
  const notice = async (_req: Request, res: Response) => sendOk(res, await service.notices());

  for (const [path, handler] of [
    ['/online/wx/apilist/getServiceGuids', guids],
    ['/online/wx/apilist/initGuide', initGuide],
    ['/online/wx/apilist/getNotice', notice],
  ] as const) {
    router.post(path, handler);
    router.get(path, handler);
  }
  // The content editor's images (articles, banners, the contact QR code): public as what shows them, never another kind of file.
  router.get(`${CONTENT_IMAGE_PATH}/:id`, async (req, res) => {
    const { id } = req.params as { id: string };
    const meta = isContentImageId(id) ? await deps.files.meta(id) : undefined;
    if (!meta || meta.kind !== CONTENT_IMAGE_KIND) throw new HttpError(404, t(req, 'info.notFound'));
    res.setHeader('Content-Type', meta.mime);
    res.setHeader('Cache-Control', 'public, max-age=86400, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    pipeStoredFile(res, await deps.files.open(id));
  });
  return router;
}
