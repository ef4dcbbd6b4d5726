import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { CLERK_API_PREFIX, requireClerk } from '../../http/clerkGuard';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { parse } from '../../http/parse';
import { stateOf } from '../../../engine/vocabulary/stateOf';
import { vocabulary } from '../../features/schemas/vocabulary';
import { createReview, type ClerkApplication, type ReviewOutcome } from './review';

const listQuery = z.object({
  // What reached the registry: any state of the vocabulary but the one applications start in (drafts are the citizen's alone).
  shzt: z.coerce
    .number()
    .int()
    .refine((shzt) => shzt !== vocabulary().changes.start && stateOf(vocabulary(), shzt) !== undefined)
    .default(() => vocabulary().changes.submit),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().min(1).max(64) });
const opinion = z.string().max(500).default('').transform((text) => text.trim());
const rejectBody = z.object({ sh_xmsl_yj: opinion, sh_qjdc_yj: opinion });

const present = (row: ClerkApplication) => ({ ...row, materials: Number(row.materials ?? 0) });

/**
 * The registry clerk's review of filed applications (API only; the screens come with the
 * back-office issue): the list awaiting review, one application with its trail, approve, reject.
 */
export function filingClerkRoutes(deps: AppDeps): Router {
  const router = Router();
  const review = createReview(deps.db);
  const clerk = requireClerk(deps.env.CLERK_TOKEN);
  const base = `${CLERK_API_PREFIX}/filing/applications`;

  const answer = (req: Request, outcome: ReviewOutcome) => {
    if (outcome.kind === 'notFound') throw new HttpError(404, t(req, 'filingReview.notFound'));
    if (outcome.kind === 'notPending') throw new HttpError(409, t(req, 'filingReview.notPending'));
    return present(outcome.application);
  };

  router.get(base, clerk, async (req, res) => {
    const { shzt, page, rows } = parse(listQuery, req.query, req);
    sendOk(res, { page, rows, list: (await review.list(shzt, page, rows)).map(present) });
  });

  router.get(`${base}/:id`, clerk, async (req, res) => {
    const detail = await review.detail(parse(idParams, req.params, req).id);
    if (!detail) throw new HttpError(404, t(req, 'filingReview.notFound'));
    sendOk(res, { ...present(detail), trail: detail.trail });
  });

  router.post(`${base}/:id/approve`, clerk, async (req, res) => {
    sendOk(res, answer(req, await review.approve(parse(idParams, req.params, req).id)));
  });

  router.post(`${base}/:id/reject`, clerk, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    const opinions = parse(rejectBody, req.body, req);
    if (!opinions.sh_xmsl_yj && !opinions.sh_qjdc_yj) throw new HttpError(400, t(req, 'filingReview.opinionMissing'));
    sendOk(res, answer(req, await review.reject(id, opinions)));
  });

  return router;
}
