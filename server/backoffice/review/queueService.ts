import { claimMove, type ClaimKind, type ClaimRefusal } from '../../../engine/workflow/claimMove';
import { findStage } from '../../../engine/workflow/findStage';
import { offeredActions } from '../../../engine/workflow/offeredActions';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import { audit, type AuditActor } from '../shared/audit';
import { staffRepository } from '../shared/staffRepository';
import type { ApplicationOutcomes } from '../../applications/applicationOutcomes';
import { askRelease, listQueue, listReleaseRequests, reviewCaseRepository as cases, setClaim, type QueueFilter } from '../shared/reviewCaseRepository';
import type { HallCalendar } from '../../../engine/calendar/workingDays';
import { caseClock } from '../../../engine/workflow/caseClock';
import { isSupervisor } from '../../../engine/workflow/isSupervisor';
import { noticeArrival } from '../shared/noticeArrival';
import type { ExportTable } from '../shared/tableExport';
import type { StaffTranslate } from '../shared/staffMessages';
import type { Locale } from '../../../engine/i18n/translate';

export type QueueQuery = Omit<QueueFilter, 'stages' | 'overdueAt'> & { stage?: string | undefined; overdue?: boolean | undefined };

/** The most release requests the supervisors' page lists at once (oldest first: they are few, and each is settled on the page). */
const RELEASE_ROWS = 200;

/**
 * The work queue of a member's roles (docs/decisions/0050): the stages they may act in, filtered,
 * nearest deadline first, with the overdue mark; and claiming, handing back and transferring a
 * case, each under the application's lock and audited.
 */
/** The staff's words for each claim refusal. */
const CLAIM_REFUSALS = { claimedByOther: 'staff.review.claimedByOther', notClaimedByYou: 'staff.review.notClaimedByYou', notClaimed: 'staff.review.notClaimed' } as const;

export function createQueueService(db: Db, workflow: () => WorkflowConfig, calendar: () => HallCalendar, applications: Pick<ApplicationOutcomes, 'lock'>) {
  const stagesOf = (roles: readonly string[]) => workflow().stages.filter((stage) => stage.roles.some((role) => roles.includes(role))).map((stage) => stage.id);

  const list = async (member: { id: string; roles: readonly string[] }, query: QueueQuery) => {
    const mine = stagesOf(member.roles);
    const stages = query.stage ? mine.filter((stage) => stage === query.stage) : mine;
    const now = new Date();
    const rows = stages.length ? await listQueue(db, { ...query, stages, overdueAt: query.overdue ? now : undefined }) : [];
    const days = calendar();
    return rows.map(({ holder_id: holder, actors, ...row }) => {
      const stage = findStage(workflow(), row.stage);
      const suspended = Boolean(row.suspended_at);
      // What the member can press on this row: what the server would take from them now (docs/decisions/0072).
      const { actions } = offeredActions(workflow(), { shzt: row.shzt, stage: row.stage, suspended }, { staffId: member.id, roles: member.roles, actors, claimedBy: holder });
      const clock = caseClock(days, row, now);
      return { ...row, stageName: stage?.name ?? row.stage, stageNameEn: stage?.nameEn ?? row.stage, ...clock, suspended, claimedByMe: holder === member.id, actions };
    });
  };

  /**
   * Who works on a case (docs/decisions/0072): a claim reserves it. Only a member of the stage's
   * roles claims, hands back, transfers (to an active member of those roles) or asks the holder to
   * release it; the holder or a supervisor (the configuration's `staff.supervisors`) releases it.
   * Under the application's lock, the lock every press on the case takes too, and audited.
   */
  const claim = (actor: AuditActor & { id: string }, id: string, kind: ClaimKind, to: string | undefined) =>
    db.transaction().execute(async (tx) => {
      if (!(await applications.lock(tx, id))) refuseStaff('notFound', 'staff.review.notFound');
      const found = await cases.find(tx, id);
      const stage = found && findStage(workflow(), found.stage);
      if (!found || !stage || !Object.keys(stage.actions).length) refuseStaff('conflict', 'staff.review.notSubmitted');
      const supervisor = isSupervisor(workflow(), actor.roles);
      const ofStage = stage.roles.some((role) => actor.roles.includes(role));
      if (!ofStage && !(supervisor && (kind === 'release' || kind === 'transfer'))) refuseStaff('forbidden', 'staff.roleRefused');
      if (kind === 'transfer') {
        const target = to ? await staffRepository.findPublic(tx, to) : undefined;
        if (!target || target.disabled_at || !stage.roles.some((role) => target.roles.includes(role))) refuseStaff('invalid', 'staff.review.transferTarget');
      }
      const move = claimMove(kind, found.claimed_by, { staffId: actor.id, supervisor }, to);
      if ('refused' in move) return refuseClaim(tx, move.refused, found.claimed_by);
      if (move.askedBy) await askRelease(tx, id, move.askedBy);
      else await setClaim(tx, id, move.holder);
      // The member a claim is transferred to is told (docs/decisions/0091).
      if (kind === 'transfer' && move.holder && move.holder !== actor.id) await noticeArrival(tx, workflow(), { kind: 'transferred', applicationId: id, stage: found.stage, member: move.holder });
      await audit.record(tx, actor, { action: `review.${kind}`, target: id, before: { claimed_by: found.claimed_by }, after: move.askedBy ? { release_requested_by: move.askedBy } : { claimed_by: move.holder } });
      return { id, claimed_by: move.holder };
    });

  /** A claim refused: the holder named, so the member knows whom to ask. */
  const refuseClaim = async (tx: Parameters<typeof staffRepository.findPublic>[0], reason: ClaimRefusal, holderId: string | null): Promise<never> => {
    const holder = holderId ? ((await staffRepository.findPublic(tx, holderId))?.username ?? holderId) : '';
    refuseStaff('conflict', CLAIM_REFUSALS[reason], { holder });
  };

  /**
   * The active members a case may be transferred to: those of its stage's roles, listed to the stage's
   * members and to the supervisors, who may transfer anyone's case (docs/decisions/0081).
   */
  const colleagues = async (actor: { id: string; roles: readonly string[] }, id: string) => {
    const found = await cases.find(db, id);
    const stage = found && findStage(workflow(), found.stage);
    if (!found || !stage || !Object.keys(stage.actions).length) refuseStaff('conflict', 'staff.review.notSubmitted');
    if (!stage.roles.some((role) => actor.roles.includes(role)) && !isSupervisor(workflow(), actor.roles)) refuseStaff('forbidden', 'staff.roleRefused');
    const members = await staffRepository.list(db);
    return members
      .filter((member) => !member.disabled_at && member.id !== actor.id && stage.roles.some((role) => member.roles.includes(role)))
      .map((member) => ({ id: member.id, username: member.username, name: member.name }));
  };

  /** The pending release requests, for the supervisors' page (its guard lets only them in; docs/decisions/0081). */
  const releaseRequests = async () =>
    (await listReleaseRequests(db, RELEASE_ROWS)).map((row) => {
      const stage = findStage(workflow(), row.stage);
      return { ...row, stageName: stage?.name ?? row.stage, stageNameEn: stage?.nameEn ?? row.stage, askedAt: row.askedAt?.toISOString() ?? null };
    });

  return {
    list,
    claim,
    colleagues,
    releaseRequests,
    /**
     * The filtered list as a table for a spreadsheet (up to the given number of rows), in the
     * member's words: column names from the staff catalogue, the stage's name, China time, 是/否,
     * the holder's name (issue 31; server/backoffice/shared/tableExport writes it).
     */
    async table(member: { id: string; roles: readonly string[] }, query: QueueQuery, t: StaffTranslate, locale: Locale): Promise<ExportTable<Awaited<ReturnType<typeof list>>[number]>> {
      const rows = await list(member, query);
      const names = new Map((await staffRepository.list(db)).map((staff) => [staff.username, staff.name]));
      return {
        columns: [
          { title: t('staff.queue.number'), value: (row) => row.prolsh },
          { title: t('staff.queue.business'), value: (row) => row.name },
          { title: t('staff.export.region'), value: (row) => row.areaname },
          { title: t('staff.queue.applicant'), value: (row) => row.user_name },
          { title: t('staff.queue.stage'), value: (row) => (locale === 'en' ? row.stageNameEn : row.stageName) },
          { title: t('staff.export.submittedAt'), value: (row) => row.submitted_at },
          { title: t('staff.queue.deadline'), value: (row) => row.deadline },
          { title: t('staff.export.daysLeft'), value: (row) => row.daysLeft },
          { title: t('staff.queue.overdue'), value: (row) => row.overdue },
          { title: t('staff.queue.claimedBy'), value: (row) => (row.claimed_by ? (names.get(row.claimed_by) ?? row.claimed_by) : '') },
        ],
        rows,
        yes: t('staff.export.yes'),
        no: t('staff.export.no'),
      };
    },
  };
}
