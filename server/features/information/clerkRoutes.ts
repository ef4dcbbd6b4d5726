import crypto from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { CLERK_API_PREFIX, requireClerk } from '../../http/clerkGuard';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { parse } from '../../http/parse';
import { createInformationRepository } from './repository';
import { presentArticle } from './service';
import { INFO_TYPES } from './types';

const listQuery = z.object({
  type: z.enum(INFO_TYPES).optional(),
  status: z.enum(['draft', 'published', 'withdrawn']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
const createBody = z.object({
  type: z.enum(INFO_TYPES),
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(50_000),
  source: z.string().trim().max(100).default(''),
  prodefid: z.string().trim().max(64).optional(),
  publish: z.union([z.boolean(), z.enum(['true', 'false'])]).default(false),
});
const uuidParams = z.object({ uuid: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** The clerk's side of information: write, publish and withdraw articles (API only for now). */
export function informationClerkRoutes(deps: AppDeps): Router {
  const router = Router();
  const repository = createInformationRepository(deps.db);
  const clerk = requireClerk(deps.env.CLERK_TOKEN);

  router.get(`${CLERK_API_PREFIX}/articles`, clerk, async (req, res) => {
    const { type, status, page, rows } = parse(listQuery, req.query, req);
    sendOk(res, { list: await repository.listAll(type, status, (page - 1) * rows, rows), page, rows });
  });

  router.post(`${CLERK_API_PREFIX}/articles`, clerk, async (req, res) => {
    const body = parse(createBody, req.body, req);
    const publish = body.publish === true || body.publish === 'true';
    const uuid = crypto.randomUUID();
    await repository.insert({
      uuid,
      type: body.type,
      title: body.title,
      content: body.content,
      source: body.source,
      prodefid: body.prodefid || null,
      status: publish ? 'published' : 'draft',
      published_at: publish ? new Date() : null,
    });
    sendOk(res, presentArticle((await repository.find(uuid))!));
  });

  for (const action of ['publish', 'withdraw'] as const) {
    router.post(`${CLERK_API_PREFIX}/articles/:uuid/${action}`, clerk, async (req, res) => {
      const { uuid } = parse(uuidParams, req.params, req);
      const row = await repository.setStatus(uuid, action === 'publish' ? 'published' : 'withdrawn');
      if (!row) throw new HttpError(404, t(req, 'info.notFound'));
      sendOk(res, { ...presentArticle(row), status: row.status });
    });
  }

  return router;
}
