import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import { submissionHistory } from '../../features/filing/submissionRepository';
import { applicationAppointmentsFor } from '../../features/appointments/routes';
import { staffTranslatorFor } from '../../staff/staffMessages';
import { actorOf, requireStaff } from '../../staff/staffGuard';
import { createStaffChecks } from '../checks/staffChecks';
import { createQueueService } from './queueService';
import { createResubmissionService } from './resubmissionService';
import { createReviewService, type ReviewActionName } from './reviewService';
import { workflowConfig } from './workflowConfig';

const ACTIONS = ['accept', 'return', 'reject', 'approve', 'register', 'issue', 'suspend', 'resume'] as const satisfies readonly ReviewActionName[];
const params = z.object({ id: z.string().min(1).max(64), action: z.enum(ACTIONS) });
const text = (max: number) => z.string().trim().max(max);
// `record`: the id of the party, unit or rights record the comment is on (the service holds it to the application's own).
const comment = z.object({ form: text(40).optional(), field: text(60).optional(), record: text(64).min(1).optional(), group: text(60).optional(), text: text(500).min(1) });
const opinion = text(500).default('');
const body = z.object({
  // A fresh id per press of a button: the same id again is the same action, done once.
  requestId: z.uuid(),
  // The stage the member saw: an action meant for one stage never lands in the next.
  stage: z.string().min(1).max(40),
  comments: z.array(comment).max(50).optional(),
  opinions: z.object({ sh_xmsl_yj: opinion, sh_qjdc_yj: opinion }).optional(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).transform((value) => new Date(`${value}T00:00:00+08:00`));
const queueQuery = z.object({
  stage: z.string().max(40).optional(),
  region: z.string().regex(/^\d{2,6}$/).optional(),
  business: z.string().max(20).optional(),
  state: z.enum(['active', 'suspended']).optional(),
  from: day.optional(),
  // The last day shown, whole.
  to: day.transform((value) => new Date(value.getTime() + 86_400_000)).optional(),
  overdue: z.enum(['1']).optional(),
  // The keyset cursor: the last row's deadline and id.
  after: z.string().regex(/^[^|]+\|.+$/).transform((value) => ({ deadline: new Date(value.split('|')[0]!), id: value.split('|').slice(1).join('|') })).refine((after) => !Number.isNaN(after.deadline.getTime())).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const idParams = z.object({ id: z.string().min(1).max(64) });
const claimParams = z.object({ id: z.string().min(1).max(64), kind: z.enum(['claim', 'handBack', 'transfer']) });
const claimBody = z.object({ to: z.uuid().optional() });
const CSV_ROWS = 10_000;

/** The back office's outcomes under /staff/api/review (docs/decisions/0050); the stage's own roles are checked by the service. */
export function staffReviewRoutes(deps: AppDeps): Router {
  const router = Router();
  const review = createReviewService(deps.db, workflowConfig, deps.outbox, applicationAppointmentsFor(deps.outbox));
  const queue = createQueueService(deps.db, workflowConfig);
  const resubmissions = createResubmissionService({ history: submissionHistory(deps.db), versions: deps.schemaVersions });
  const checks = createStaffChecks(deps.db, deps.registryChecks);
  const stageStaff = requireStaff('acceptance_clerk', 'reviewer', 'registrar', 'certificate_clerk');
  const filterOf = (req: Request) => {
    const { state, overdue, ...query } = parse(queueQuery, req.query, req);
    return { ...query, suspended: state && state === 'suspended', overdue: overdue === '1' };
  };

  router.get('/review/queue', stageStaff, async (req, res) => {
    sendOk(res, { rows: await queue.list(req.staff!.roles, filterOf(req)) });
  });

  router.get('/review/queue.csv', stageStaff, async (req, res) => {
    const csv = await queue.csv(req.staff!.roles, { ...filterOf(req), limit: CSV_ROWS });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="queue.csv"');
    // A byte-order mark so spreadsheet programs read the Chinese text as UTF-8.
    res.send(`\uFEFF${csv}`);
  });

  // What changed since the return: every round, and the diff of the last two (docs/decisions/0053).
  router.get('/review/applications/:id/resubmissions', stageStaff, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await resubmissions.of(id, pickLocale(req.headers['accept-language']), staffTranslatorFor(req)));
  });

  // The pre-acceptance checks with their evidence (decision 0052).
  router.get('/review/applications/:id/checks', stageStaff, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await checks.forApplication(id, staffTranslatorFor(req)));
  });

  router.post('/review/applications/:id/claim/:kind', stageStaff, async (req, res) => {
    const { id, kind } = parse(claimParams, req.params, req);
    sendOk(res, await queue.claim({ ...actorOf(req), id: req.staff!.id }, id, kind, parse(claimBody, req.body, req).to, staffTranslatorFor(req)));
  });

  router.post('/review/applications/:id/:action', stageStaff, async (req, res) => {
    const { id, action } = parse(params, req.params, req);
    const input = parse(body, req.body, req);
    sendOk(res, await review.act({ ...actorOf(req), id: req.staff!.id }, id, action, input, staffTranslatorFor(req)));
  });

  return router;
}
