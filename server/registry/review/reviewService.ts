import { findStage } from '../../../engine/workflow/findStage';
import type { WorkflowActionName, WorkflowConfig } from '../../../engine/schemas/types';
import { translateStaff } from '../../../engine/i18n/translateStaff';
import type { Db } from '../../db/database';
import type { ReviewComment } from '../../db/types';
import { HttpError } from '../../http/httpError';
import { createFilingRepository } from '../filing/filingRepository';
import { audit, type AuditActor } from '../../staff/audit';
import type { StaffTranslate } from '../../staff/staffMessages';
import type { Outbox } from '../../outbox/outbox';
import { isEventKind } from '../../outbox/templates';
import { enterReview } from './enterReview';
import { writeRegister, type RegisterRefusal, type Registered } from './writeRegister';
import { reviewCaseRepository as cases } from './reviewCaseRepository';
import { vocabulary } from '../../features/schemas/vocabulary';
import type { ApplicationAppointments } from '../../features/filing/applicationService';

export type ReviewActionName = WorkflowActionName | 'suspend' | 'resume';

export interface ReviewInput {
  requestId: string;
  /** The stage the member saw when acting. */
  stage: string;
  comments?: ReviewComment[] | undefined;
  opinions?: { sh_xmsl_yj: string; sh_qjdc_yj: string } | undefined;
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

const IN_CHINESE: StaffTranslate = (key, params) => translateStaff('zh-CN', key, params);

/** The opinion the trail and the citizen's list show: comments one per line, or both opinions under their names. */
function opinionOf(input: ReviewInput): string | null {
  if (input.comments?.length) return input.comments.map((comment) => comment.text).join('；');
  if (input.opinions) {
    const { sh_xmsl_yj: acceptance, sh_qjdc_yj: survey } = input.opinions;
    return [acceptance && `受理意见：${acceptance}`, survey && `权籍调查意见：${survey}`].filter(Boolean).join('；') || null;
  }
  return null;
}

/**
 * The outcomes of the back office (docs/decisions/0050): each only by the roles of the
 * application's stage, only in that stage, and only once per request id. The check and the
 * change happen under the application's row lock, so of two staff acting at once one wins and
 * the other is told where the application is now. Every action is audited in its transaction.
 */
export function createReviewService(db: Db, workflow: () => WorkflowConfig, outbox: Outbox, appointments: Pick<ApplicationAppointments, 'cancelLive'>) {
  const filing = createFilingRepository(db);

  return {
    act: async (actor: AuditActor & { id: string }, id: string, action: ReviewActionName, input: ReviewInput, tr: StaffTranslate) => {
      const answer = await filing.transaction(async (tx): Promise<ReviewAnswer> => {
        const config = workflow();
        const application = await filing.lockApplication(tx, id);
        if (!application) throw new HttpError(404, tr('staff.review.notFound'));
        // The same request again (a retry after a lost answer) gets the first answer and changes nothing.
        const earlier = await cases.findRequest(tx, input.requestId);
        if (earlier) {
          if (earlier.application_id !== id || earlier.action !== action || earlier.staff_id !== actor.id) throw new HttpError(409, tr('staff.review.requestReused'));
          return earlier.answer as ReviewAnswer;
        }
        // Awaiting review without a case: filed before the back office existed, or recorded at the
        // counter (the clerk API's appointment applications). It enters the first stage now.
        if (application.shzt === vocabulary().changes.submit && !(await cases.find(tx, id))) await enterReview(tx, application);
        const found = await cases.find(tx, id);
        if (!found) throw new HttpError(409, tr('staff.review.notSubmitted'));
        const stage = findStage(config, found.stage);
        const stageName = stage?.name ?? found.stage;
        if (!stage || Object.keys(stage.actions).length === 0) throw new HttpError(409, tr('staff.review.ended', { stage: stageName }));
        // Someone else moved it on since this member looked (two acting at once: the second one lands
        // here, told where it is now, also when the next stage is not theirs to act in).
        if (input.stage !== found.stage) throw new HttpError(409, tr('staff.review.notInStage', { stage: stageName }));
        if (!stage.roles.some((role) => actor.roles.includes(role))) throw new HttpError(403, tr('staff.roleRefused'));
        const actors = found.actors;
        const before = { stage: found.stage, shzt: application.shzt, suspended: Boolean(found.suspended_at) };

        let next = { stage: found.stage, shzt: application.shzt, suspended_at: found.suspended_at };
        let comments: ReviewComment[] | undefined;
        let trail: string;
        let tells: string | undefined;
        let registered: Registered | undefined;
        let refusal: RegisterRefusal | undefined;
        if (action === 'suspend' || action === 'resume') {
          if (!stage.suspendable) throw new HttpError(409, tr('staff.review.notSuspendable', { stage: stageName }));
          if (action === 'suspend' && found.suspended_at) throw new HttpError(409, tr('staff.review.suspended'));
          if (action === 'resume' && !found.suspended_at) throw new HttpError(409, tr('staff.review.notSuspended'));
          next = { ...next, suspended_at: action === 'suspend' ? new Date() : null };
          trail = action === 'suspend' ? '挂起' : '恢复办理';
        } else {
          const transition = stage.actions[action];
          if (!transition) throw new HttpError(409, tr('staff.review.notInStage', { stage: stageName }));
          if (found.suspended_at) throw new HttpError(409, tr('staff.review.suspended'));
          if (stage.notBy && actors[stage.notBy] === actor.id) {
            throw new HttpError(403, tr('staff.review.notBy', { stage: stageName, prior: findStage(config, stage.notBy)?.name ?? stage.notBy }));
          }
          if (transition.needs === 'comments' && !input.comments?.length) throw new HttpError(400, tr('staff.review.commentsMissing'));
          if (transition.needs === 'opinions' && !opinionOf({ requestId: '', stage: '', opinions: input.opinions })) throw new HttpError(400, tr('staff.review.opinionMissing'));
          if (transition.needs === 'comments') {
            // A comment on a record names one of this application's records (read under its lock).
            const named = [...new Set((input.comments ?? []).flatMap((comment) => (comment.record ? [comment.record] : [])))];
            const own = await filing.recordIdsAmong(tx, id, named);
            const foreign = named.find((record) => !own.has(record));
            if (foreign) throw new HttpError(400, tr('staff.review.commentRecordUnknown'));
            comments = input.comments;
          }
          // 登簿 writes the register in this transaction, under this lock: both or neither (0054).
          const written = transition.changesRegister ? await writeRegister(tx, config, application) : undefined;
          if (written && 'refused' in written) {
            // The register refused (what changed since acceptance: 0058). Nothing is written; the case
            // goes back to where staff can return or reject it, the refusal in its trail.
            if (!transition.refused) throw new HttpError(409, written.refused(tr));
            refusal = written.refused;
            next = { ...next, stage: transition.refused.to, suspended_at: null };
            trail = transition.refused.trail;
          } else {
            registered = written?.registered;
            next = { stage: transition.to, shzt: transition.shzt ?? application.shzt, suspended_at: null };
            trail = transition.trail;
            tells = transition.tells;
            const now = new Date();
            // Back with the citizen (correction, rejection): the opinions show in their list, and the
            // application cannot be booked until it is submitted again (kyy 1 falls back to 0).
            const backWithCitizen = transition.needs !== undefined;
            // A rejection (the two opinions) ends the application here: its counter appointment is
            // cancelled with it and the citizen told (issue 27; a return for correction keeps it).
            const rejected = transition.needs === 'opinions';
            if (rejected && application.prolsh) await appointments.cancelLive(tx, application.prolsh);
            await filing.updateApplication(tx, id, {
              shzt: next.shzt,
              reviewed_at: now,
              updated_at: now,
              ...(backWithCitizen
                ? {
                    kyy: rejected || application.kyy === 1 ? 0 : application.kyy,
                    sh_xmsl_yj: input.opinions?.sh_xmsl_yj || opinionOf(input),
                    sh_qjdc_yj: input.opinions?.sh_qjdc_yj || null,
                  }
                : {}),
            });
          }
        }
        await cases.change(tx, id, found.stage, {
          stage: next.stage,
          actors: action === 'suspend' || action === 'resume' ? actors : { ...actors, [found.stage]: actor.id },
          suspended_at: next.suspended_at,
          ...(comments ? { comments } : {}),
        });
        // The trail speaks Chinese (its steps are the configuration's trail words), the refusal too.
        await filing.addTrail(tx, id, application.name, [{ activity: trail, opinion: refusal ? refusal(IN_CHINESE) : opinionOf(input) }]);
        if (application.prolsh) await filing.recordProgress(tx, application, application.prolsh, trail);
        // The citizen is told in the outcome's transaction, or not at all (issue 21): one message per
        // request. schemas:check holds `tells` to the templates.
        if (tells && isEventKind(tells)) {
          await outbox.enqueue(tx, {
            kind: tells,
            key: `${tells}:${id}:${input.requestId}`,
            openid: application.openid,
            params: { business: application.name, prolsh: application.prolsh ?? '', reason: opinionOf(input) ?? '' },
            link: '/prodoing',
            subjectId: id,
          });
        }

        const answer: ReviewAnswer = { id, prolsh: application.prolsh, stage: next.stage, shzt: next.shzt, suspended: Boolean(next.suspended_at), ...(refusal ? { refused: refusal(tr) } : {}) };
        await cases.saveRequest(tx, { request_id: input.requestId, staff_id: actor.id, application_id: id, action, answer });
        await audit.record(tx, actor, { action: `review.${action}`, target: id, before, after: { ...answer, ...(comments ? { comments } : {}), ...(input.opinions ? { opinions: input.opinions } : {}), ...(registered ? { registered } : {}) } });
        return answer;
      });
      // Committed: what the outcome queued for the citizen goes out now rather than at the next poll.
      outbox.kick();
      // A refused 登簿 is committed (back to review, in the trail and the audit log) and answered 409, also to a retry.
      if (answer.refused) throw new HttpError(409, answer.refused);
      return answer;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
