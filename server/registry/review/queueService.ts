import { findStage } from '../../../engine/workflow/findStage';
import { stageActions } from '../../../engine/workflow/stageActions';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { audit, type AuditActor } from '../../staff/audit';
import type { StaffTranslate } from '../../staff/staffMessages';
import { staffRepository } from '../../staff/staffRepository';
import { createFilingRepository } from '../filing/filingRepository';
import { listQueue, reviewCaseRepository as cases, setClaim, type QueueFilter } from './reviewCaseRepository';

export type QueueQuery = Omit<QueueFilter, 'stages' | 'overdueAt'> & { stage?: string | undefined; overdue?: boolean | undefined };

const CSV_COLUMNS = ['prolsh', 'name', 'areaname', 'user_name', 'stage', 'submitted_at', 'deadline', 'overdue', 'claimed_by'] as const;
const csvCell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  // Quoted, and a leading formula character neutralised: a spreadsheet must not run a citizen's text.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
};

/**
 * The work queue of a member's roles (docs/decisions/0050): the stages they may act in, filtered,
 * nearest deadline first, with the overdue mark; and claiming, handing back and transferring a
 * case, each under the application's lock and audited.
 */
export function createQueueService(db: Db, workflow: () => WorkflowConfig) {
  const filing = createFilingRepository(db);
  const stagesOf = (roles: readonly string[]) => workflow().stages.filter((stage) => stage.roles.some((role) => roles.includes(role))).map((stage) => stage.id);

  const list = async (roles: readonly string[], query: QueueQuery) => {
    const mine = stagesOf(roles);
    const stages = query.stage ? mine.filter((stage) => stage === query.stage) : mine;
    const now = new Date();
    const rows = stages.length ? await listQueue(db, { ...query, stages, overdueAt: query.overdue ? now : undefined }) : [];
    return rows.map((row) => {
      const stage = findStage(workflow(), row.stage);
      const suspended = Boolean(row.suspended_at);
      // What the member can press on this row: the page shows what the configuration allows.
      return { ...row, stageName: stage?.name ?? row.stage, stageNameEn: stage?.nameEn ?? row.stage, overdue: row.deadline < now, suspended, actions: stageActions(stage, suspended) };
    });
  };

  /** Who works on a case: only a member of the stage's roles, and never over someone else's claim unless transferring. */
  const claim = (actor: AuditActor & { id: string }, id: string, kind: 'claim' | 'handBack' | 'transfer', to: string | undefined, tr: StaffTranslate) =>
    filing.transaction(async (tx) => {
      if (!(await filing.lockApplication(tx, id))) throw new HttpError(404, tr('staff.review.notFound'));
      const found = await cases.find(tx, id);
      const stage = found && findStage(workflow(), found.stage);
      if (!found || !stage || !Object.keys(stage.actions).length) throw new HttpError(409, tr('staff.review.notSubmitted'));
      if (!stage.roles.some((role) => actor.roles.includes(role))) throw new HttpError(403, tr('staff.roleRefused'));
      let next: string | null = actor.id;
      if (kind === 'claim' && found.claimed_by && found.claimed_by !== actor.id) throw new HttpError(409, tr('staff.review.claimedByOther'));
      if (kind === 'handBack') {
        if (found.claimed_by !== actor.id) throw new HttpError(409, tr('staff.review.notClaimedByYou'));
        next = null;
      }
      if (kind === 'transfer') {
        const target = to ? await staffRepository.findPublic(tx, to) : undefined;
        if (!target || target.disabled_at || !stage.roles.some((role) => target.roles.includes(role))) throw new HttpError(400, tr('staff.review.transferTarget'));
        next = target.id;
      }
      await setClaim(tx, id, next);
      await audit.record(tx, actor, { action: `review.${kind}`, target: id, before: { claimed_by: found.claimed_by }, after: { claimed_by: next } });
      return { id, claimed_by: next };
    });

  return {
    list,
    claim,
    /** The filtered list as CSV (up to the given number of rows), for a spreadsheet. */
    async csv(roles: readonly string[], query: QueueQuery) {
      const rows = await list(roles, query);
      return [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(column === 'stage' ? row.stageName : row[column])).join(','))].join('\r\n');
    },
  };
}
