import { describe, expect, it } from 'vitest';
import { suspension, suspensionOpinion } from './suspension';
import { testWorkflow } from './testWorkflow';

const [intake, check] = testWorkflow.stages as [NonNullable<(typeof testWorkflow.stages)[0]>, NonNullable<(typeof testWorkflow.stages)[1]>];

describe('suspension', () => {
  it('pauses and resumes in the same stage and state, with its trail step', () => {
    expect(suspension(intake, { shzt: 2, stage: 'intake' }, 'suspend')).toEqual({
      moved: { to: { shzt: 2, stage: 'intake', suspended: true }, trail: '挂起', tells: 'application.suspended', needs: 'suspension' },
    });
    expect(suspension(intake, { shzt: 2, stage: 'intake', suspended: true }, 'resume')).toEqual({
      moved: { to: { shzt: 2, stage: 'intake', suspended: false }, trail: '恢复办理', tells: 'application.resumed' },
    });
  });

  it('refuses where the stage may not pause, a second suspension and a resumption of a running case', () => {
    expect(suspension(check, { shzt: 2, stage: 'check' }, 'suspend')).toEqual({ refused: { reason: 'notSuspendable', stage: '核对' } });
    expect(suspension(intake, { shzt: 2, stage: 'intake', suspended: true }, 'suspend')).toEqual({ refused: { reason: 'suspended' } });
    expect(suspension(intake, { shzt: 2, stage: 'intake' }, 'resume')).toEqual({ refused: { reason: 'notSuspended' } });
  });

  it('words a suspension in the trail with its reason and expected day', () => {
    expect(suspensionOpinion('等待法院裁定', '2026-12-10')).toBe('等待法院裁定（预计2026-12-10恢复办理）');
  });
});
