import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { businessGuide } from '../../../engine/businesses/businessGuide';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { textField } from '../../http/fields';
import { localeOf } from '../../http/locale';
import { parse } from '../../http/parse';
import { createInformationRepository } from './repository';
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
  return router;
}
