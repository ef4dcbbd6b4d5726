import { describe, expect, it } from 'vitest';
import { offeredActions } from './offeredActions';
import { testWorkflow } from './testWorkflow';

const clerk = { staffId: 's1', roles: ['acceptance_clerk'], actors: {}, claimedBy: null };
const reviewer = { staffId: 's2', roles: ['reviewer'], actors: {}, claimedBy: null };

describe('offeredActions', () => {
  it("offers the stage's actions the member may take, and where a send-back may go", () => {
    expect(offeredActions(testWorkflow, { shzt: 2, stage: 'intake' }, clerk)).toEqual({ actions: ['accept', 'reject', 'suspend'], sendBackTo: [] });
    expect(offeredActions(testWorkflow, { shzt: 2, stage: 'check' }, reviewer)).toEqual({ actions: ['register', 'sendBack'], sendBackTo: [{ id: 'intake', name: '收件', nameEn: 'Intake' }] });
  });

  it('offers nothing the server would refuse: another role, the notBy actor, a case another member holds', () => {
    expect(offeredActions(testWorkflow, { shzt: 2, stage: 'check' }, clerk).actions).toEqual([]);
    expect(offeredActions(testWorkflow, { shzt: 2, stage: 'check' }, { ...reviewer, actors: { intake: 's2' } }).actions).toEqual([]);
    expect(offeredActions(testWorkflow, { shzt: 2, stage: 'intake' }, { ...clerk, claimedBy: 's9' }).actions).toEqual([]);
    expect(offeredActions(testWorkflow, { shzt: 2, stage: 'intake' }, { ...clerk, claimedBy: 's1' }).actions).toEqual(['accept', 'reject', 'suspend']);
  });

  it('offers only resume on a suspended case, and nothing on an ended one', () => {
    expect(offeredActions(testWorkflow, { shzt: 2, stage: 'intake', suspended: true }, clerk).actions).toEqual(['resume']);
    expect(offeredActions(testWorkflow, { shzt: 4, stage: 'closed' }, clerk)).toEqual({ actions: [], sendBackTo: [] });
  });
});
