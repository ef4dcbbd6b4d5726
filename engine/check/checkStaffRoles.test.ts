import { describe, expect, it } from 'vitest';
import type { WorkflowConfig } from '../schemas/types';
import { testWorkflow } from '../workflow/testWorkflow';
import { checkStaffRoles } from './checkStaffRoles';

const withStaff = (staff: WorkflowConfig['staff']): WorkflowConfig => ({ ...testWorkflow, staff });

describe('checkStaffRoles', () => {
  it('passes pages for known roles and a role that says what it waits for', () => {
    expect(checkStaffRoles('w.json', withStaff({ roles: { admin: {}, editor: { waitingFor: 'issue 32' } }, pages: { queue: 'stages', accounts: ['admin'] }, secondFactor: ['admin'] }))).toEqual([]);
    expect(checkStaffRoles('w.json', testWorkflow)).toEqual([]);
  });

  it('names a stage role listed again, an unknown role on a page or needing a second factor, a role opening nothing silently and a waiting role that opens a page', () => {
    const broken = withStaff({ roles: { reviewer: {}, admin: {}, editor: { waitingFor: 'issue 32' }, idle: {} }, pages: { queue: 'stages', accounts: ['admin', 'nobody'], content: ['editor'] }, secondFactor: ['admin', 'admn'] });
    expect(checkStaffRoles('w.json', broken).map((problem) => `${problem.pointer} ${problem.reason}`)).toEqual([
      '/staff/roles/reviewer role "reviewer" is a stage\'s role already',
      '/staff/pages/accounts/1 unknown role "nobody"',
      '/staff/secondFactor/1 unknown role "admn"',
      '/staff/roles/editor/waitingFor role "editor" opens a page: it waits no longer',
      '/staff/roles/idle role "idle" opens no page and says nothing of what it waits for',
    ]);
  });
});
