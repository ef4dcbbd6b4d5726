import { Router } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { workflowConfig } from '../../schemas/workflowConfig';
import { chinaDayEnd, chinaDayStart } from '../shared/chinaDayQuery';
import { actorOf, requirePage } from '../shared/staffGuard';
import { createSearchService } from './searchService';

const key = (max: number) => z.string().trim().min(1).max(max).optional();
const cursor = z.string().regex(/^[^|]+\|.+$/).max(120).optional();
const searchQuery = z.object({
  prolsh: key(40),
  certificate: key(60),
  unit: key(40),
  party: key(60),
  // The whole number only (the service refuses a masked one in the staff's words; a part of one finds nothing).
  idNumber: z.string().trim().min(1).max(40).transform((value) => value.toUpperCase()).optional(),
  business: z.string().regex(/^[0-9A-Za-z_-]{1,20}$/).optional(),
  region: z.string().regex(/^\d{2,6}$/).optional(),
  stage: z.string().regex(/^[a-zA-Z]{1,40}$/).optional(),
  state: z.enum(['active', 'suspended']).optional(),
  from: chinaDayStart.optional(),
  to: chinaDayEnd.optional(),
  after: cursor,
});
const mineQuery = z.object({ tab: z.enum(['acted', 'claimed']), after: cursor });

/**
 * The back office's search under /staff/api/search (issue 31, docs/decisions/0089): the search page's
 * roles find any application; the work queue's 已办 and 我的认领 tabs list the member's own; both
 * pages' pickers read the names.
 */
export function staffSearchRoutes(deps: AppDeps): Router {
  const router = Router();
  const workflow = () => workflowConfig(deps.schemas);
  const search = createSearchService({
    db: deps.db,
    workflow,
    catalogue: () => deps.schemas.snapshot().registry.catalogue,
    regions: () => deps.filingRegistry.regions.list(deps.registry.region.xzqBm),
  });
  const queuePage = requirePage(deps.schemas, 'queue');
  // The pickers serve the search page and the queue's filters alike.
  const either = requirePage(deps.schemas, 'search', 'queue');

  router.get('/search/applications', requirePage(deps.schemas, 'search'), async (req, res) => {
    const { state, after, ...criteria } = parse(searchQuery, req.query, req);
    sendOk(res, await search.search(actorOf(req), { ...criteria, suspended: state && state === 'suspended' }, after));
  });

  router.get('/search/mine', queuePage, async (req, res) => {
    const { tab, after } = parse(mineQuery, req.query, req);
    sendOk(res, await search.mine(req.staff!, tab, after));
  });

  router.get('/search/options', either, async (req, res) => {
    sendOk(res, await search.options(pickLocale(req.headers['accept-language'])));
  });

  return router;
}
