import { describe, expect, it } from 'vitest';
import type { WorkflowConfig } from '../schemas/types';
import { findStage } from './findStage';

const workflow = { id: 'review', entry: 'a', stages: [{ id: 'a', name: '受理', nameEn: 'A', roles: [], actions: {} }], statutoryDays: { default: 1 } } as WorkflowConfig;

describe('findStage', () => {
  it('finds a stage by id, and nothing for an unknown one', () => {
    expect(findStage(workflow, 'a')?.name).toBe('受理');
    expect(findStage(workflow, 'b')).toBeUndefined();
  });
});
