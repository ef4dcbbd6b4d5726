import { describe, expect, it } from 'vitest';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { testWorkflow } from '../../../engine/workflow/testWorkflow';
import { institutionRefusal, needsSecondFactor, usableRoles } from './roles';

const bank = { name: '邯郸市示范商业银行股份有限公司', creditCode: '91130400MA0000000X' };

describe('institutionRefusal', () => {
  it('lets a partner hold the partner role alone, with its institution', () => {
    expect(institutionRefusal(['partner'], bank)).toBeUndefined();
    expect(institutionRefusal(['partner', 'reviewer'], bank)).toBe('staff.partnerAlone');
    expect(institutionRefusal(['partner'], null)).toBe('staff.institutionRequired');
  });
  it('refuses a credit code that is not 18 digits and capitals (no I, O, S, V, Z)', () => {
    expect(institutionRefusal(['partner'], { ...bank, creditCode: '91130400MA000000' })).toBe('staff.creditCodeRule');
    expect(institutionRefusal(['partner'], { ...bank, creditCode: '91130400MA0000000O' })).toBe('staff.creditCodeRule');
  });
  it('takes a contact phone only as a mobile number, and none at all', () => {
    expect(institutionRefusal(['partner'], { ...bank, phone: '13700310000' })).toBeUndefined();
    expect(institutionRefusal(['partner'], { ...bank, phone: null })).toBeUndefined();
    expect(institutionRefusal(['partner'], { ...bank, phone: '0310-1234567' })).toBe('staff.institutionPhoneRule');
  });
  it('gives registry staff no institution', () => {
    expect(institutionRefusal(['reviewer'], undefined)).toBeUndefined();
    expect(institutionRefusal(['reviewer'], bank)).toBe('staff.institutionOnlyPartner');
  });
});

describe('the second factor, as the workflow configures it', () => {
  const staff = { roles: { admin: {}, auditor: {} }, pages: { accounts: ['admin'], audit: ['auditor'] }, secondFactor: ['auditor'] };
  const workflow: WorkflowConfig = { ...testWorkflow, staff };
  it('is needed by the configured roles alone, whatever they are called', () => {
    expect(needsSecondFactor(workflow, ['reviewer', 'auditor'])).toBe(true);
    expect(needsSecondFactor(workflow, ['admin'])).toBe(false);
    expect(needsSecondFactor({ ...workflow, staff: { ...staff, secondFactor: [] } }, ['auditor'])).toBe(false);
  });
  it('keeps a session that passed only the password from the roles that need it', () => {
    expect(usableRoles(workflow, ['reviewer', 'auditor'], false)).toEqual(['reviewer']);
    expect(usableRoles(workflow, ['reviewer', 'auditor'], true)).toEqual(['reviewer', 'auditor']);
  });
});
