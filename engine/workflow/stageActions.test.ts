import { describe, expect, it } from 'vitest';
import type { WorkflowStage } from '../schemas/types';
import { stageActions } from './stageActions';

const stage: WorkflowStage = {
  id: 'acceptance',
  name: '受理',
  nameEn: 'Acceptance',
  roles: ['acceptance_clerk'],
  suspendable: true,
  actions: { accept: { to: 'firstReview', trail: '受理通过', trailEn: 'Accepted' }, return: { to: 'correction', shzt: 11, trail: '退回补正', trailEn: 'Returned', needs: 'comments' } },
};

describe('stageActions', () => {
  it("lists the stage's outcomes and suspend", () => {
    expect(stageActions(stage, false)).toEqual(['accept', 'return', 'suspend']);
  });
  it('offers only resume on a suspended case', () => {
    expect(stageActions(stage, true)).toEqual(['resume']);
  });
  it('offers no suspend where the stage may not be suspended, and nothing for an unknown stage', () => {
    expect(stageActions({ ...stage, suspendable: false }, false)).toEqual(['accept', 'return']);
    expect(stageActions(undefined, false)).toEqual([]);
  });
});
