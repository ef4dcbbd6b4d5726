import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { failureAnswer } from '../../http/refusalAnswer';
import type { BulkClaimAnswer } from '../../../engine/contract/staff/search';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import { submissionHistory } from '../../applications/submissionRepository';
import { staffTranslatorFor, type StaffTranslate } from '../shared/staffMessages';
import { stageRoles } from '../../../engine/workflow/stageRoles';
import { chinaDayEnd, chinaDayStart } from '../shared/chinaDayQuery';
import { actorOf, requireCaseReader, requirePage, requireStaff } from '../shared/staffGuard';
import { sendTable } from '../shared/tableExport';
import { createQueueService } from './queueService';
import { createResubmissionService } from './resubmissionService';
import { createReviewService, type FrozenChecks, type ReviewActionName, type ReviewDeps } from './reviewService';
import { workflowConfig } from '../../schemas/workflowConfig';
import { hallCalendar } from '../../schemas/hallCalendar';

const ACTIONS = ['accept', 'return', 'reject', 'approve', 'register', 'issue', 'sendBack', 'suspend', 'resume'] as const satisfies readonly ReviewActionName[];
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
  // An outcome's own opinion (初审意见…: the configured default when left out), a send-back's or a
  // suspension's reason, a send-back's chosen earlier stage, a suspension's expected resume day (China date).
  opinion: text(500).optional(),
  reason: text(500).optional(),
  target: z.string().min(1).max(40).optional(),
  resumeOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  // 发证's form as sent; the document step says what is missing in the member's words (docs/decisions/0075).
  handover: z.object({ method: text(10), recipient: text(60), cardnum: text(30).optional(), idChecked: z.boolean().optional(), waybill: text(40).optional() }).optional(),
});

const queueQuery = z.object({
  stage: z.string().max(40).optional(),
  region: z.string().regex(/^\d{2,6}$/).optional(),
  business: z.string().max(20).optional(),
  state: z.enum(['active', 'suspended']).optional(),
  from: chinaDayStart.optional(),
  to: chinaDayEnd.optional(),
  overdue: z.enum(['1']).optional(),
  // The keyset cursor: the last row's deadline and id.
  after: z.string().regex(/^[^|]+\|.+$/).transform((value) => ({ deadline: new Date(value.split('|')[0]!), id: value.split('|').slice(1).join('|') })).refine((after) => !Number.isNaN(after.deadline.getTime())).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const idParams = z.object({ id: z.string().min(1).max(64) });
const claimParams = z.object({ id: z.string().min(1).max(64), kind: z.enum(['claim', 'handBack', 'transfer', 'requestRelease', 'release']) });
const claimBody = z.object({ to: z.uuid().optional() });
// Bulk claim or hand-back from the queue's selected rows: each case under its own lock (docs/decisions/0089).
const bulkBody = z.object({ kind: z.enum(['claim', 'handBack']), ids: z.array(z.string().min(1).max(64)).min(1).max(100) });
const CSV_ROWS = 10_000;

/**
 * The back office's outcomes under /staff/api/review (docs/decisions/0050); the stage's own roles are
 * checked by the service. `hall` is what the staff router hands the review: filing's writes of the
 * citizen's application (docs/decisions/0067), the appointments, the staff checks and 登簿's register
 * step (docs/decisions/0066).
 */
export function staffReviewRoutes(
  deps: AppDeps,
  hall: Pick<ReviewDeps, 'applications' | 'appointments' | 'writeRegister' | 'documents'> & {
    checks: FrozenChecks & { forApplication(id: string, translate: StaffTranslate): Promise<unknown> };
    /** What 登簿 would write, written nowhere (docs/decisions/0072). */
    previewRegister: (id: string, translate: StaffTranslate) => Promise<unknown>;
  },
): Router {
  const router = Router();
  const { checks, previewRegister, ...handed } = hall;
  const workflow = () => workflowConfig(deps.schemas);
  const calendar = () => hallCalendar(deps.schemas);
  const review = createReviewService({ db: deps.db, workflow, calendar, vocabulary: () => deps.schemas.vocabulary(), outbox: deps.outbox, registry: deps.filingRegistry, ...handed, frozenChecks: checks });
  const queue = createQueueService(deps.db, workflow, calendar, hall.applications);
  const resubmissions = createResubmissionService({ history: submissionHistory(deps.db), versions: deps.schemaVersions });
  // The stage staff: every role a workflow stage names (the queue page's, docs/decisions/0067).
  const stageStaff = requirePage(deps.schemas, 'queue');
  const caseReaders = requireCaseReader(deps.schemas);
  const filterOf = (req: Request) => {
    const { state, overdue, ...query } = parse(queueQuery, req.query, req);
    return { ...query, suspended: state && state === 'suspended', overdue: overdue === '1' };
  };

  router.get('/review/queue', stageStaff, async (req, res) => {
    sendOk(res, { rows: await queue.list(req.staff!, filterOf(req)) });
  });

  router.get('/review/queue.csv', stageStaff, async (req, res) => {
    // In the member's words, China time, names (issue 31): the staff's one table writer.
    await sendTable(res, 'csv', 'queue', await queue.table(req.staff!, { ...filterOf(req), limit: CSV_ROWS }, staffTranslatorFor(req), pickLocale(req.headers['accept-language'])));
  });

  // What changed since the return: every round, and the diff of the last two (docs/decisions/0053).
  router.get('/review/applications/:id/resubmissions', caseReaders, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await resubmissions.of(id, pickLocale(req.headers['accept-language']), staffTranslatorFor(req)));
  });

  // The pre-acceptance checks with their evidence (decision 0052).
  router.get('/review/applications/:id/checks', caseReaders, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await checks.forApplication(id, staffTranslatorFor(req)));
  });

  // What 登簿 would write in the register, to the roles of a stage that writes it, before they confirm.
  const registerers: RequestHandler = (req, res, next) => {
    const roles = workflow().stages.filter((stage) => Object.values(stage.actions).some((action) => action.changesRegister)).flatMap((stage) => stage.roles);
    requireStaff(...(roles.length ? roles : ['nobody']))(req, res, next);
  };
  router.get('/review/applications/:id/registerPreview', registerers, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await previewRegister(id, staffTranslatorFor(req)));
  });

  // The stage staff, and the supervisors who may release or transfer anyone's claim (the service checks which).
  const claimers: RequestHandler = (req, res, next) => requireStaff(...stageRoles(workflow()), ...(workflow().staff?.supervisors ?? []))(req, res, next);

  // Whom a case may be transferred to: the active members of its stage's roles (docs/decisions/0072), to them and to the supervisors (0081).
  router.get('/review/applications/:id/colleagues', claimers, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, { colleagues: await queue.colleagues(req.staff!, id) });
  });

  // The supervisors' page: the pending claim release requests (docs/decisions/0081).
  router.get('/review/releaseRequests', requirePage(deps.schemas, 'claims'), async (_req, res) => {
    sendOk(res, { requests: await queue.releaseRequests() });
  });
  // Bulk claim or hand-back: every case as if pressed on its own (its lock, its audit entry); the answer says which were refused and why.
  router.post('/review/claims', claimers, async (req, res) => {
    const { kind, ids } = parse(bulkBody, req.body, req);
    const results = [];
    for (const id of new Set(ids)) {
      try {
        await queue.claim({ ...actorOf(req), id: req.staff!.id }, id, kind, undefined);
        results.push({ id, ok: true, message: null });
      } catch (error) {
        const refused = failureAnswer(req, error);
        if (!refused) throw error;
        results.push({ id, ok: false, message: refused.message });
      }
    }
    sendOk(res, { results } satisfies BulkClaimAnswer);
  });
  router.post('/review/applications/:id/claim/:kind', claimers, async (req, res) => {
    const { id, kind } = parse(claimParams, req.params, req);
    sendOk(res, await queue.claim({ ...actorOf(req), id: req.staff!.id }, id, kind, parse(claimBody, req.body, req).to));
  });

  router.post('/review/applications/:id/:action', stageStaff, async (req, res) => {
    const { id, action } = parse(params, req.params, req);
    const input = parse(body, req.body, req);
    sendOk(res, await review.act({ ...actorOf(req), id: req.staff!.id }, id, action, input, pickLocale(req.headers['accept-language'])));
  });

  return router;
}
