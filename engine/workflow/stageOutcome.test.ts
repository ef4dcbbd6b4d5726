import { describe, expect, it } from 'vitest';
import { stageOutcome } from './stageOutcome';
import { testWorkflow } from './testWorkflow';
import type { StaffChange } from './transitionTypes';

const [intake, check] = testWorkflow.stages as [NonNullable<(typeof testWorkflow.stages)[0]>, NonNullable<(typeof testWorkflow.stages)[1]>];
const press = (action: string, more: Partial<StaffChange> = {}): StaffChange => ({ action, seen: 'intake', roles: ['acceptance_clerk'], staffId: 's1', actors: {}, ...more });

describe('stageOutcome', () => {
  it("moves to the action's stage, keeping the state where the action names none, with what goes with it", () => {
    expect(stageOutcome(testWorkflow, intake, { shzt: 2, stage: 'intake' }, press('accept'))).toEqual({
      moved: { to: { shzt: 2, stage: 'check', suspended: false }, trail: '收件通过', tells: 'application.accepted', opinion: { title: '收件意见', default: '同意收件' }, outcome: true },
    });
    expect(stageOutcome(testWorkflow, intake, { shzt: 2, stage: 'intake' }, press('reject'))).toEqual({
      moved: { to: { shzt: 3, stage: 'closed', suspended: false }, trail: '不收', tells: 'application.rejected', needs: 'opinions', outcome: true },
    });
  });

  it('refuses an action the stage lacks, a suspended case and the actor of the notBy stage', () => {
    expect(stageOutcome(testWorkflow, intake, { shzt: 2, stage: 'intake' }, press('register'))).toEqual({ refused: { reason: 'notAnAction', stage: '收件' } });
    expect(stageOutcome(testWorkflow, intake, { shzt: 2, stage: 'intake', suspended: true }, press('accept'))).toEqual({ refused: { reason: 'suspended' } });
    expect(stageOutcome(testWorkflow, check, { shzt: 2, stage: 'check' }, press('register', { actors: { intake: 's1' } }))).toEqual({ refused: { reason: 'notBy', stage: '核对', prior: '收件' } });
  });

  it("sends a 登簿 the register refused where the action's refused says, and refuses it without one", () => {
    expect(stageOutcome(testWorkflow, check, { shzt: 2, stage: 'check' }, press('register', { registerRefused: true }))).toEqual({
      moved: { to: { shzt: 2, stage: 'intake', suspended: false }, trail: '登记未成', outcome: true },
    });
    expect(stageOutcome(testWorkflow, check, { shzt: 2, stage: 'check' }, press('register'))).toMatchObject({ moved: { changesRegister: true, to: { shzt: 4 } } });
    const withoutRoute = { ...check, actions: { register: { ...check.actions.register!, refused: undefined } } };
    expect(stageOutcome(testWorkflow, withoutRoute, { shzt: 2, stage: 'check' }, press('register', { registerRefused: true }))).toEqual({ refused: { reason: 'registerRefused' } });
  });

  it('sends back to the earlier stage chosen, with the reason it needs, the state unchanged; refuses a stage it may not reach', () => {
    const back = (target: string | undefined) => stageOutcome(testWorkflow, check, { shzt: 2, stage: 'check' }, press('sendBack', { seen: 'check', roles: ['reviewer'], target }));
    expect(back('intake')).toEqual({ moved: { to: { shzt: 2, stage: 'intake', suspended: false }, trail: '退回收件', needs: 'reason', outcome: true } });
    expect(back('check')).toEqual({ refused: { reason: 'sendBackTarget' } });
    expect(back(undefined)).toEqual({ refused: { reason: 'sendBackTarget' } });
  });
});
