import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { reviewCaseRepository } from '../shared/reviewCaseRepository';
import type { HallCalendar } from '../../../engine/calendar/workingDays';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { enteringClock } from './statutoryClock';
import { noticeArrival } from '../shared/noticeArrival';

/**
 * A submitted (or resubmitted) application enters the back office's first stage, the acceptance
 * clerk's queue, with its statutory deadline (docs/decisions/0050): counted from now, or after a
 * correction from where the clock stood, the citizen's time not counted (docs/decisions/0073).
 * Called in the transaction that holds the application's lock and accepts it. The stage's members
 * are told of a new case, or of one back after 补正 (docs/decisions/0091).
 */
export async function enterReview(tx: Transaction<Database>, workflow: WorkflowConfig, calendar: HallCalendar, application: { id: string; prodefid: string }): Promise<void> {
  const found = await reviewCaseRepository.find(tx, application.id);
  await reviewCaseRepository.enter(tx, application.id, workflow.entry, enteringClock(workflow, calendar, application.prodefid, found, new Date()));
  await noticeArrival(tx, workflow, { kind: found ? 'resubmitted' : 'submitted', applicationId: application.id, stage: workflow.entry });
}
