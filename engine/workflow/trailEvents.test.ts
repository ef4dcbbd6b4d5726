import { describe, expect, it } from 'vitest';
import review from '../../schemas/workflow/review.json';
import type { WorkflowConfig } from '../schemas/types';
import { trailEvents } from './trailEvents';

describe('trailEvents', () => {
  it("reads each counted event's trail words from the repository's workflow", () => {
    expect(trailEvents(review as unknown as WorkflowConfig, '网上申请')).toEqual({
      submitted: '网上申请',
      accepted: ['受理', '受理通过'],
      completed: ['发证'],
      returned: ['退回补正'],
      rejected: ['不予受理', '审核不通过'],
    });
  });
});
