import { describe, expect, it } from 'vitest';
import type { WorkflowConfig } from '../schemas/types';
import { statutoryDeadline } from './statutoryDeadline';

const workflow = { statutoryDays: { default: 5, '4001': 1 } } as unknown as WorkflowConfig;

describe('statutoryDeadline', () => {
  it('counts working days from the next day and ends at midnight China time', () => {
    // Wednesday 2026-11-25 10:00 China time: five working days end Wednesday 2026-12-02, midnight.
    expect(statutoryDeadline(workflow, '1001', new Date('2026-11-25T10:00:00+08:00')).toISOString()).toBe('2026-12-02T16:00:00.000Z');
  });

  it("skips the weekend and uses the business's own days", () => {
    // Friday evening: one working day is Monday.
    expect(statutoryDeadline(workflow, '4001', new Date('2026-11-27T20:00:00+08:00')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });
});
