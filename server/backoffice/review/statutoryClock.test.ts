import { describe, expect, it } from 'vitest';
import { hallCalendar } from '../../../engine/calendar/workingDays';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { clockOnPress, enteringClock, type CaseClock } from './statutoryClock';

const workflow = {
  statutoryDays: { default: 5 },
  stages: [
    { id: 'acceptance', name: '受理', nameEn: 'Acceptance', roles: ['clerk'], suspendable: true, actions: {} },
    { id: 'correction', name: '补正', nameEn: 'Correction', roles: [], stopsClock: true, actions: {} },
    { id: 'rejected', name: '驳回', nameEn: 'Rejected', roles: [], actions: {} },
  ],
} as unknown as WorkflowConfig;
const calendar = hallCalendar({ holidays: [] });
const at = (text: string) => new Date(text);
// Filed Monday 2026-11-30: five working days end Monday 2026-12-07.
const started = at('2026-11-30T09:00:00+08:00');
const caseIn = (stage: string, more: Partial<CaseClock> = {}): CaseClock => ({ stage, stage_since: started, clock_started_at: started, pauses: [], suspended_at: null, ...more });

describe('enteringClock', () => {
  it('starts the clock on a first submission and after a rejection', () => {
    expect(enteringClock(workflow, calendar, '1001', undefined, started)).toEqual({ clock_started_at: started, pauses: [], deadline: at('2026-12-07T16:00:00Z') });
    const again = at('2026-12-02T10:00:00+08:00');
    expect(enteringClock(workflow, calendar, '1001', caseIn('rejected'), again)).toEqual({ clock_started_at: again, pauses: [], deadline: at('2026-12-09T16:00:00Z') });
  });

  it('continues the clock after a correction, the citizen’s time paused', () => {
    // Returned Tuesday 10:00, resubmitted Thursday 15:00: Wednesday and Thursday do not count.
    const returned = at('2026-12-01T10:00:00+08:00');
    const resubmitted = at('2026-12-03T15:00:00+08:00');
    expect(enteringClock(workflow, calendar, '1001', caseIn('correction', { stage_since: returned }), resubmitted)).toEqual({
      clock_started_at: started,
      pauses: [{ from: returned.toISOString(), to: resubmitted.toISOString(), kind: 'correction' }],
      deadline: at('2026-12-09T16:00:00Z'),
    });
  });
});

describe('clockOnPress', () => {
  const now = at('2026-12-01T10:00:00+08:00');

  it('needs a suspension’s reason and a resume day not before today (China time)', () => {
    expect(() => clockOnPress(workflow, calendar, 'suspend', { resumeOn: '2026-12-10' }, caseIn('acceptance'), '1001', now)).toThrow('staff.review.suspensionMissing');
    expect(() => clockOnPress(workflow, calendar, 'suspend', { reason: '  ', resumeOn: '2026-12-10' }, caseIn('acceptance'), '1001', now)).toThrow('staff.review.suspensionMissing');
    expect(() => clockOnPress(workflow, calendar, 'suspend', { reason: '等待裁定' }, caseIn('acceptance'), '1001', now)).toThrow('staff.review.suspensionMissing');
    expect(() => clockOnPress(workflow, calendar, 'suspend', { reason: '等待裁定', resumeOn: '2026-11-30' }, caseIn('acceptance'), '1001', now)).toThrow('staff.review.resumeOnPast');
    expect(clockOnPress(workflow, calendar, 'suspend', { reason: ' 等待裁定 ', resumeOn: '2026-12-01' }, caseIn('acceptance'), '1001', now)).toEqual({
      opinion: '等待裁定（预计2026-12-01恢复办理）',
      params: { reason: '等待裁定', resumeOn: '2026-12-01' },
    });
  });

  it('closes the pause on resuming and moves the deadline by the days it held', () => {
    const resumed = at('2026-12-03T15:00:00+08:00');
    const pauses = [{ from: now.toISOString(), to: resumed.toISOString(), kind: 'suspended' }];
    expect(clockOnPress(workflow, calendar, 'resume', {}, caseIn('acceptance', { suspended_at: now }), '1001', resumed)).toEqual({ change: { pauses, deadline: at('2026-12-09T16:00:00Z') } });
  });

  it('leaves the clock alone for the outcomes', () => {
    expect(clockOnPress(workflow, calendar, 'accept', {}, caseIn('acceptance'), '1001', now)).toEqual({});
  });
});
