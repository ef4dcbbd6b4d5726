import type { Transaction } from 'kysely';
import type { CheckOutcome } from '../../../engine/checks/types';
import type { Locale } from '../../../engine/i18n/translate';
import { translateStaff } from '../../../engine/i18n/translateStaff';
import type { WorkflowActionName, WorkflowConfig } from '../../../engine/schemas/types';
import { transition } from '../../../engine/workflow/transition';
import type { Moved } from '../../../engine/workflow/transitionTypes';
import type { Vocabulary } from '../../../engine/vocabulary/types';
import type { Db } from '../../db/database';
import type { Database, ReviewComment } from '../../db/types';
import { refuseStaff, type StaffTranslator } from '../../domain/refusal';
import type { ApplicationAppointments } from '../../applications/applicationAppointments';
import type { ApplicationOutcomes } from '../../applications/applicationOutcomes';
import type { Outbox } from '../../outbox/outbox';
import { isEventKind } from '../../outbox/templates';
import type { FilingRegistry } from '../../registry/registry';
import type { RegisterRefusal, Registered, RegisterStep } from '../shared/registerStep';
import type { DocumentStep } from '../shared/documentStep';
import type { EventParams } from '../../outbox/templates';
import { audit, type AuditActor } from '../shared/audit';
import { checkCarried } from './checkCarried';
import { enterReview } from './enterReview';
import { opinionOf } from './opinionOf';
import { reviewCaseRepository as cases } from '../shared/reviewCaseRepository';
import { refuseTransition } from './staffRefusal';
import { staffRepository } from '../shared/staffRepository';
import type { StaffRefusal } from '../../../engine/workflow/transitionTypes';
import { findStage } from '../../../engine/workflow/findStage';
import type { HallCalendar } from '../../../engine/calendar/workingDays';
import { clockOnPress } from './statutoryClock';
import { noticeArrival } from '../shared/noticeArrival';

export type ReviewActionName = WorkflowActionName | 'suspend' | 'resume';

export interface ReviewInput {
  requestId: string;
  /** The stage the member saw when acting. */
  stage: string;
  comments?: ReviewComment[] | undefined;
  opinions?: { sh_xmsl_yj: string; sh_qjdc_yj: string } | undefined;
  /** An outcome's opinion (初审意见…); the configured default when left out (docs/decisions/0072). */
  opinion?: string | undefined;
  /** A send-back's or a suspension's reason; the earlier stage a send-back chose. */
  reason?: string | undefined;
  target?: string | undefined;
  /** The day (China date) a suspension is expected to resume (docs/decisions/0073). */
  resumeOn?: string | undefined;
  /** How 发证 hands the certificate over (the document step checks it: docs/decisions/0075). */
  handover?: unknown;
}

export interface ReviewAnswer {
  id: string;
  prolsh: string | null;
  stage: string;
  shzt: number;
  suspended: boolean;
  /** The register refused 登簿 (docs/decisions/0058): why, in the member's words; the answer is a 409 with it. */
  refused?: string;
}

export interface ReviewDeps {
  db: Db;
  workflow: () => WorkflowConfig;
  /** The application vocabulary (schemas/vocabulary) as configured now: the states the transition function reads. */
  vocabulary: () => Vocabulary;
  /** The hall's calendar as configured now: the statutory clock counts its working days (docs/decisions/0073). */
  calendar: () => HallCalendar;
  outbox: Outbox;
  appointments: Pick<ApplicationAppointments, 'cancelLive'>;
  /** Filing's writes of the citizen's application: the back office never writes that table itself (docs/decisions/0067). */
  applications: ApplicationOutcomes;
  /** The registry's trail and progress record, where each outcome's step is written. */
  registry: Pick<FilingRegistry, 'recordActivity'>;
  /** 登簿's write of the register (backoffice/registration), handed in by the staff router (docs/decisions/0066). */
  writeRegister: RegisterStep;
  /** The documents an action issues (受理通知书, 发证's handover and licence), handed in likewise (docs/decisions/0075). */
  documents: DocumentStep;
  /** The pre-acceptance checks kept as acceptance judged them (backoffice/checks, docs/decisions/0074). */
  frozenChecks: FrozenChecks;
}

/** Judged before the accepting transaction (the registry is read outside it: PGlite serves one query at a time), kept in it. */
export interface FrozenChecks {
  judge(id: string): Promise<CheckOutcome[]>;
  freeze(tx: Transaction<Database>, id: string, judged: CheckOutcome[]): Promise<void>;
}

type Tx = Transaction<Database>;
type Actor = AuditActor & { id: string };
type Application = NonNullable<Awaited<ReturnType<ApplicationOutcomes['lock']>>>;
type Case = NonNullable<Awaited<ReturnType<typeof cases.find>>>;

const IN_CHINESE: StaffTranslator = (key, params) => translateStaff('zh-CN', key, params);

/**
 * The outcomes of the back office (docs/decisions/0050): the transition function says whether a
 * press may happen and where it leaves the case (docs/decisions/0067); this service holds the
 * case's lock, checks what the press carries, writes the register for 登簿, has filing record the
 * outcome on the citizen's application, and keeps the trail, the citizen's message, the request
 * id (the same request answers once) and the audit entry in the same transaction. Of two staff
 * acting at once one wins and the other is told where the application is now.
 */
export function createReviewService(deps: ReviewDeps) {
  const { db, workflow, vocabulary, calendar, outbox, appointments, applications, registry, writeRegister, documents, frozenChecks } = deps;

  /** The locked application and its case; or the first answer to this request id, given again. */
  async function open(tx: Tx, actor: Actor, id: string, action: ReviewActionName, requestId: string): Promise<{ earlier: ReviewAnswer } | { application: Application; found: Case | undefined }> {
    const application = await applications.lock(tx, id);
    if (!application) refuseStaff('notFound', 'staff.review.notFound');
    // The same request again (a retry after a lost answer) gets the first answer and changes nothing.
    const earlier = await cases.findRequest(tx, requestId);
    if (earlier) {
      if (earlier.application_id !== id || earlier.action !== action || earlier.staff_id !== actor.id) refuseStaff('conflict', 'staff.review.requestReused');
      return { earlier: earlier.answer as ReviewAnswer };
    }
    // Awaiting review without a case: filed before the back office existed, or recorded at the
    // counter (the clerk API's appointment applications). It enters the first stage now.
    if (application.shzt === vocabulary().changes.submit && !(await cases.find(tx, id))) await enterReview(tx, workflow(), calendar(), application);
    return { application, found: await cases.find(tx, id) };
  }

  /**
   * 登簿 writes the register in this transaction, under this lock: both or neither (0054). When the
   * register refuses (what changed since acceptance: 0058) nothing is written and the case goes
   * where the action's `refused` says, the refusal in its trail; without one the press is refused.
   */
  async function register(tx: Tx, config: WorkflowConfig, application: Application, back: Moved | undefined) {
    const written = await writeRegister(tx, config, application);
    if (!written || !('refused' in written)) return { registered: written?.registered };
    if (!back) refuseStaff('conflict', written.refused);
    return { refusal: written.refused, back };
  }

  /**
   * The outcome on the citizen's application, by filing. Back with the citizen (correction,
   * rejection): the opinions show in their list, and it cannot be booked until submitted again
   * (kyy 1 falls back to 0). A rejection ends it here: its counter appointment is cancelled with
   * it and the citizen told (issue 27; a return for correction keeps it).
   */
  async function recordOnApplication(tx: Tx, application: Application, moved: Moved, input: ReviewInput) {
    const rejected = moved.needs === 'opinions';
    if (rejected && application.prolsh) await appointments.cancelLive(tx, application.prolsh);
    await applications.recordReviewOutcome(
      tx,
      application.id,
      // Only what goes back to the citizen (a return, a rejection) carries their opinions; a send-back stays inside.
      moved.needs !== 'comments' && !rejected
        ? { shzt: moved.to.shzt }
        : {
            shzt: moved.to.shzt,
            kyy: rejected || application.kyy === 1 ? 0 : application.kyy,
            sh_xmsl_yj: input.opinions?.sh_xmsl_yj || opinionOf(input),
            sh_qjdc_yj: input.opinions?.sh_qjdc_yj || null,
          },
    );
  }

  /** The citizen is told in the outcome's transaction, or not at all (issue 21): one message per request; schemas:check holds `tells` to the templates. */
  async function tell(tx: Tx, application: Application, tells: string | undefined, input: ReviewInput, more: EventParams = {}) {
    if (!tells || !isEventKind(tells)) return;
    await outbox.enqueue(tx, {
      kind: tells,
      key: `${tells}:${application.id}:${input.requestId}`,
      openid: application.openid,
      params: { business: application.name, prolsh: application.prolsh ?? '', reason: opinionOf(input) ?? '', ...more },
      link: '/prodoing',
      subjectId: application.id,
    });
  }

  /** A refusal for a case another member holds names the holder, so the member knows whom to ask. */
  async function holderNamed(tx: Tx, refused: StaffRefusal): Promise<StaffRefusal> {
    if (refused.reason !== 'claimedByOther') return refused;
    return { ...refused, holder: (await staffRepository.findPublic(tx, refused.holder))?.username ?? refused.holder };
  }

  /** A press forward out of the entry stage (受理) keeps the checks as they are judged now: what acceptance saw. */
  const accepts = (config: WorkflowConfig, action: ReviewActionName) => {
    const entry = config.stages.find((stage) => stage.id === config.entry)?.actions[action as WorkflowActionName];
    return Boolean(entry && !entry.needs);
  };

  async function actUnderLock(tx: Tx, actor: Actor, id: string, action: ReviewActionName, input: ReviewInput, locale: Locale, later: Array<() => Promise<void>>, judged: CheckOutcome[] | undefined): Promise<ReviewAnswer> {
    const config = workflow();
    const opened = await open(tx, actor, id, action, input.requestId);
    if ('earlier' in opened) return opened.earlier;
    const { application, found } = opened;
    // Where the press leaves the case: the transition function's answer (docs/decisions/0067).
    const from = { shzt: application.shzt, stage: found?.stage, suspended: Boolean(found?.suspended_at) };
    const press = (registerRefused: boolean) =>
      transition(config, vocabulary(), from, {
        by: 'staff',
        action,
        seen: input.stage,
        roles: actor.roles,
        staffId: actor.id,
        actors: found?.actors ?? {},
        claimedBy: found?.claimed_by,
        target: input.target,
        registerRefused,
      });
    const pressed = press(false);
    if ('refused' in pressed) refuseTransition(await holderNamed(tx, pressed.refused));
    let moved = pressed.moved;
    const comments = await checkCarried(moved.needs, input, (named) => applications.recordIdsAmong(tx, id, named));
    // 挂起 stops the statutory clock and 恢复 restarts it, the deadline moved (docs/decisions/0073).
    const clock = clockOnPress(config, calendar(), action, input, found!, application.prodefid, new Date());
    let refusal: RegisterRefusal | undefined;
    let registered: Registered | undefined;
    if (moved.changesRegister) {
      const turnedBack = press(true);
      const outcome = await register(tx, config, application, 'moved' in turnedBack ? turnedBack.moved : undefined);
      if (outcome.back) [moved, refusal] = [outcome.back, outcome.refusal];
      else registered = outcome.registered;
    }
    // The documents it issues, before anything is written of the move: a refused handover changes nothing.
    const issued = moved.documents && !refusal ? await documents(tx, moved.documents, application, { deadline: found?.deadline, handover: input.handover, staffId: actor.id }) : { params: {} };
    if (issued.afterCommit) later.push(issued.afterCommit);
    if (moved.outcome && !refusal) await recordOnApplication(tx, application, moved, input);
    if (judged && found!.stage === config.entry && moved.outcome && !moved.needs) await frozenChecks.freeze(tx, id, judged);
    const before = { stage: found!.stage, shzt: application.shzt, suspended: Boolean(found!.suspended_at) };
    await cases.change(tx, id, found!.stage, {
      stage: moved.to.stage!,
      actors: moved.outcome ? { ...found!.actors, [found!.stage]: actor.id } : found!.actors,
      suspended_at: moved.to.suspended ? new Date() : null,
      ...(comments ? { comments } : {}),
      ...clock.change,
    });
    // The trail speaks Chinese (its steps are the configuration's trail words), the refusal too; it
    // says who acted and in which of the stage's roles (docs/decisions/0072).
    const role = findStage(config, found!.stage)?.roles.find((held) => actor.roles.includes(held));
    const opinion = refusal ? refusal(IN_CHINESE) : (clock.opinion ?? (moved.opinion ? `${moved.opinion.title}：${input.opinion || moved.opinion.default}` : opinionOf(input)));
    await registry.recordActivity(tx, application, { activity: moved.trail!, opinion, actor: { username: actor.username, role } });
    await tell(tx, application, moved.tells, input, { ...clock.params, ...issued.params });
    // A send-back is told to whoever acted in the stage it returns to, else to that stage's members (docs/decisions/0091).
    if (action === 'sendBack' && !refusal) await noticeArrival(tx, config, { kind: 'sentBack', applicationId: id, stage: moved.to.stage!, member: found!.actors[moved.to.stage!] });

    const inTheirWords: StaffTranslator = (key, params) => translateStaff(locale, key, params);
    const answer: ReviewAnswer = { id, prolsh: application.prolsh, stage: moved.to.stage!, shzt: moved.to.shzt, suspended: moved.to.suspended, ...(refusal ? { refused: refusal(inTheirWords) } : {}) };
    await cases.saveRequest(tx, { request_id: input.requestId, staff_id: actor.id, application_id: id, action, answer });
    await audit.record(tx, actor, { action: `review.${action}`, target: id, before, after: { ...answer, ...(comments ? { comments } : {}), ...(input.opinions ? { opinions: input.opinions } : {}), ...(opinion ? { opinion } : {}), ...(registered ? { registered } : {}) } });
    return answer;
  }

  return {
    /** A member's press on a case, in the member's language (`locale`) where the answer carries words (a refused 登簿). */
    act: async (actor: Actor, id: string, action: ReviewActionName, input: ReviewInput, locale: Locale) => {
      const judged = accepts(workflow(), action) ? await frozenChecks.judge(id) : undefined;
      const later: Array<() => Promise<void>> = [];
      const answer = await db.transaction().execute((tx) => actUnderLock(tx, actor, id, action, input, locale, later, judged));
      // Committed: what the documents draw and store outside the transaction (发证's licence).
      for (const work of later) await work();
      // Committed: what the outcome queued for the citizen goes out now rather than at the next poll.
      outbox.kick();
      // A refused 登簿 is committed (back to review, in the trail and the audit log) and answered 409, also to a retry.
      const refused = answer.refused;
      if (refused) refuseStaff('conflict', () => refused);
      return answer;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
