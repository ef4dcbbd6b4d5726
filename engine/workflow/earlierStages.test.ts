import { describe, expect, it } from 'vitest';
import { earlierStages } from './earlierStages';
import { testWorkflow } from './testWorkflow';

const [intake, check, closed] = testWorkflow.stages as [NonNullable<(typeof testWorkflow.stages)[0]>, NonNullable<(typeof testWorkflow.stages)[1]>, NonNullable<(typeof testWorkflow.stages)[2]>];

describe('earlierStages', () => {
  it('lists the stages from the configured earliest up to the one before, where someone acts', () => {
    expect(earlierStages(testWorkflow, check, 'intake').map((stage) => stage.id)).toEqual(['intake']);
    expect(earlierStages(testWorkflow, closed, 'intake').map((stage) => stage.id)).toEqual(['intake', 'check']);
  });
  it('lists none from a stage that is not earlier, or unknown', () => {
    expect(earlierStages(testWorkflow, intake, 'intake')).toEqual([]);
    expect(earlierStages(testWorkflow, intake, 'check')).toEqual([]);
    expect(earlierStages(testWorkflow, check, 'nowhere')).toEqual([]);
  });
});
