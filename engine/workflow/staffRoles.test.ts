import { describe, expect, it } from 'vitest';
import type { WorkflowConfig } from '../schemas/types';
import { pageRoles } from './pageRoles';
import { pagesFor } from './pagesFor';
import { revealRoles } from './revealRoles';
import { secondFactorRoles } from './secondFactorRoles';
import { stageRoles } from './stageRoles';
import { staffRoles } from './staffRoles';
import { testWorkflow } from './testWorkflow';

// testWorkflow's stages: intake (acceptance_clerk, suspendable), check (reviewer), closed (nobody).
const workflow: WorkflowConfig = {
  ...testWorkflow,
  stages: testWorkflow.stages.map((stage) => (stage.id === 'intake' ? { ...stage, reveals: true } : stage)),
  staff: { roles: { editor: { waitingFor: 'its pages' }, admin: {} }, pages: { queue: 'stages', accounts: ['admin'], claims: 'supervisors' }, supervisors: ['admin'], secondFactor: ['admin'] },
};

describe('the roles the workflow configures', () => {
  it('stageRoles: every stage role once, in stage order', () => {
    expect(stageRoles({ ...workflow, stages: [...workflow.stages, { ...workflow.stages[0]!, id: 'again' }] })).toEqual(['acceptance_clerk', 'reviewer']);
  });

  it('staffRoles: the stage roles, then the staff section’s, nothing more without one', () => {
    expect(staffRoles(workflow)).toEqual(['acceptance_clerk', 'reviewer', 'editor', 'admin']);
    expect(staffRoles(testWorkflow)).toEqual(['acceptance_clerk', 'reviewer']);
  });

  it('pageRoles: "stages" is every stage role, "supervisors" the supervisors; an unconfigured page opens for nobody', () => {
    expect(pageRoles(workflow, 'queue')).toEqual(['acceptance_clerk', 'reviewer']);
    expect(pageRoles(workflow, 'accounts')).toEqual(['admin']);
    expect(pageRoles(workflow, 'claims')).toEqual(['admin']);
    expect(pageRoles({ ...workflow, staff: { ...workflow.staff!, supervisors: [] } }, 'claims')).toEqual([]);
    expect(pageRoles(workflow, 'nowhere')).toEqual([]);
  });

  it('pagesFor: the pages the held roles open, in configuration order; a waiting role opens none', () => {
    expect(pagesFor(workflow, ['admin', 'reviewer'])).toEqual(['queue', 'accounts', 'claims']);
    expect(pagesFor(workflow, ['reviewer'])).toEqual(['queue']);
    expect(pagesFor(workflow, ['editor'])).toEqual([]);
  });

  it('revealRoles: the roles of the stages marked reveals', () => {
    expect(revealRoles(workflow)).toEqual(['acceptance_clerk']);
  });

  it('secondFactorRoles: the staff section’s, none without one', () => {
    expect(secondFactorRoles(workflow)).toEqual(['admin']);
    expect(secondFactorRoles(testWorkflow)).toEqual([]);
  });
});
