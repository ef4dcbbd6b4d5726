import { describe, expect, it } from 'vitest';
import { staffTransition } from './staffTransition';
import { testWorkflow } from './testWorkflow';
import type { StaffChange } from './transitionTypes';

const press = (action: string, more: Partial<StaffChange> = {}): StaffChange => ({ action, seen: 'intake', roles: ['acceptance_clerk'], staffId: 's1', actors: {}, ...more });

describe('staffTransition', () => {
  it('refuses a case outside review, an ended or unknown stage, another stage than the one seen, and a member without its roles, in that order', () => {
    expect(staffTransition(testWorkflow, { shzt: 1 }, press('accept'))).toEqual({ refused: { reason: 'notSubmitted' } });
    expect(staffTransition(testWorkflow, { shzt: 3, stage: 'closed' }, press('accept', { roles: [] }))).toEqual({ refused: { reason: 'ended', stage: '结束' } });
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'gone' }, press('accept'))).toEqual({ refused: { reason: 'ended', stage: 'gone' } });
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'check' }, press('accept', { roles: [] }))).toEqual({ refused: { reason: 'notInStage', stage: '核对' } });
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'intake' }, press('accept', { roles: ['reviewer'] }))).toEqual({ refused: { reason: 'roleRefused' } });
  });

  it('suspends or takes the outcome once all of that holds', () => {
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'intake' }, press('suspend'))).toMatchObject({ moved: { to: { suspended: true } } });
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'intake' }, press('accept'))).toMatchObject({ moved: { to: { stage: 'check' } } });
  });

  it('refuses a case another member has claimed, whatever the press; its holder acts', () => {
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'intake' }, press('accept', { claimedBy: 's9' }))).toEqual({ refused: { reason: 'claimedByOther', holder: 's9' } });
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'intake' }, press('suspend', { claimedBy: 's9' }))).toEqual({ refused: { reason: 'claimedByOther', holder: 's9' } });
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'intake' }, press('accept', { claimedBy: 's1' }))).toMatchObject({ moved: { to: { stage: 'check' } } });
    // The loser of a race is still told the stage first: someone moved it on.
    expect(staffTransition(testWorkflow, { shzt: 2, stage: 'check' }, press('accept', { claimedBy: 's9' }))).toEqual({ refused: { reason: 'notInStage', stage: '核对' } });
  });
});
