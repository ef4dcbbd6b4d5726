import { describe, expect, it } from 'vitest';
import type { WorkflowConfig } from '../schemas/types';
import { pageRoles } from './pageRoles';

const workflow = {
  stages: [
    { id: 'acceptance', roles: ['acceptance_clerk'], actions: { accept: {} } },
    { id: 'firstReview', roles: ['reviewer'], actions: { approve: {} } },
  ],
  staff: { roles: {}, supervisors: ['system_admin'], secondFactor: [], pages: { queue: 'stages', claims: 'supervisors', search: ['stages', 'system_admin'], audit: ['system_admin'] } },
} as unknown as WorkflowConfig;

describe('pageRoles', () => {
  it('expands "stages" and "supervisors", alone or named in a list, and leaves a page not configured to nobody', () => {
    expect(pageRoles(workflow, 'queue')).toEqual(['acceptance_clerk', 'reviewer']);
    expect(pageRoles(workflow, 'claims')).toEqual(['system_admin']);
    expect(pageRoles(workflow, 'search')).toEqual(['acceptance_clerk', 'reviewer', 'system_admin']);
    expect(pageRoles(workflow, 'audit')).toEqual(['system_admin']);
    expect(pageRoles(workflow, 'nothing')).toEqual([]);
  });
});
