import type { HallCalendar } from '../../../engine/calendar/workingDays';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { findStage } from '../../../engine/workflow/findStage';
import { statutoryDays, statutoryDeadline } from '../../../engine/workflow/statutoryDeadline';
import { suspensionOpinion } from '../../../engine/workflow/suspension';
import type { ClockPauseRow } from '../../db/types';
import { refuseStaff } from '../../domain/refusal';

/** What of a case the clock reads. */
export interface CaseClock {
  stage: string;
  stage_since: Date;
  clock_started_at: Date;
  pauses: ClockPauseRow[];
  suspended_at: Date | null;
}

/** A case's clock as it is written: when it started, its closed pauses, the deadline they give. */
export interface ClockState {
  clock_started_at: Date;
  pauses: ClockPauseRow[];
  deadline: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const chinaToday = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const deadlineOf = (workflow: WorkflowConfig, calendar: HallCalendar, prodefid: string, started: Date, pauses: ClockPauseRow[]) =>
  statutoryDeadline(
    calendar,
    statutoryDays(workflow, prodefid),
    started,
    pauses.map((pause) => ({ from: new Date(pause.from), to: new Date(pause.to) })),
  );

/**
 * The clock of a case entering review (docs/decisions/0073): a resubmission from a stage that stops
 * the clock (补正, the citizen's turn) continues it with that time paused; anything else (a first
 * submission, one after a rejection) starts it now.
 */
export function enteringClock(workflow: WorkflowConfig, calendar: HallCalendar, prodefid: string, found: CaseClock | undefined, now: Date): ClockState {
  const continues = found && findStage(workflow, found.stage)?.stopsClock;
  const started = continues ? found.clock_started_at : now;
  const pauses: ClockPauseRow[] = continues ? [...found.pauses, { from: found.stage_since.toISOString(), to: now.toISOString(), kind: 'correction' }] : [];
  return { clock_started_at: started, pauses, deadline: deadlineOf(workflow, calendar, prodefid, started, pauses) };
}

/**
 * 挂起 and 恢复 on the clock: a suspension carries its reason and the day it is expected to resume
 * (today or later, China time), worded into the trail and the citizen's message; a resumption closes
 * the pause and moves the deadline by it. Other presses leave the clock alone.
 */
export function clockOnPress(
  workflow: WorkflowConfig,
  calendar: HallCalendar,
  action: string,
  input: { reason?: string | undefined; resumeOn?: string | undefined },
  found: CaseClock,
  prodefid: string,
  now: Date,
): { change?: Omit<ClockState, 'clock_started_at'>; opinion?: string; params?: Record<string, string> } {
  if (action === 'suspend') {
    const reason = input.reason?.trim();
    if (!reason || !input.resumeOn) refuseStaff('invalid', 'staff.review.suspensionMissing');
    if (!DAY.test(input.resumeOn) || input.resumeOn < chinaToday(now)) refuseStaff('invalid', 'staff.review.resumeOnPast');
    return { opinion: suspensionOpinion(reason, input.resumeOn), params: { reason, resumeOn: input.resumeOn } };
  }
  if (action !== 'resume' || !found.suspended_at) return {};
  const pauses: ClockPauseRow[] = [...found.pauses, { from: found.suspended_at.toISOString(), to: now.toISOString(), kind: 'suspended' }];
  return { change: { pauses, deadline: deadlineOf(workflow, calendar, prodefid, found.clock_started_at, pauses) } };
}
