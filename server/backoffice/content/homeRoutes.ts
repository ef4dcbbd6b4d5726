import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { actorOf, requirePage } from '../shared/staffGuard';
import { HOME_PARTS, createHomeService } from './homeService';

const partParams = z.object({ part: z.enum(HOME_PARTS as [string, ...string[]]) });
// The value's shape is the configuration's meta-schema's to judge (schemas:check), in its words.
const publishBody = z.object({ base: z.number().int().min(1), value: z.unknown(), note: z.string().trim().max(500).default('') });

/**
 * The home page's content under /staff/api/home (engine/contract/staff/content.ts), for the roles of
 * the page `home` (schemas/workflow/review.json: content_editor, system_admin).
 */
export function staffHomeRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createHomeService({ versions: deps.schemaVersions, publisher: deps.publisher });
  const editor = requirePage(deps.schemas, 'home');

  router.get('/home', editor, async (_req, res) => sendOk(res, await service.get()));
  router.post('/home/:part', editor, async (req, res) => {
    const { part } = parse(partParams, req.params, req);
    const body = parse(publishBody, req.body, req);
    sendOk(res, await service.publish({ actor: actorOf(req), name: req.staff!.name }, part as (typeof HOME_PARTS)[number], { base: body.base, value: body.value, note: body.note }));
  });
  return router;
}
