import { describe, expect, it } from 'vitest';
import { isSupervisor } from './isSupervisor';
import { testWorkflow } from './testWorkflow';

describe('isSupervisor', () => {
  it('holds for a role the staff section names as supervisor, and for none without that section', () => {
    const workflow = { ...testWorkflow, staff: { roles: {}, pages: {}, secondFactor: [], supervisors: ['chief'] } };
    expect(isSupervisor(workflow, ['reviewer', 'chief'])).toBe(true);
    expect(isSupervisor(workflow, ['reviewer'])).toBe(false);
    expect(isSupervisor({ ...testWorkflow, staff: undefined }, ['chief'])).toBe(false);
  });
});
