import { describe, expect, it } from 'vitest';
import { translateStaff, type StaffMessageKey } from '../../../engine/i18n/translateStaff';
import { memberLine, roleLabel } from './roleLabel';

const zh = (key: StaffMessageKey) => translateStaff('zh-CN', key);
const en = (key: StaffMessageKey) => translateStaff('en', key);

describe('roleLabel and memberLine', () => {
  it('name a role as the catalogue does', () => {
    expect(roleLabel(zh, 'acceptance_clerk')).toBe('受理');
    expect(roleLabel(zh, 'system_admin')).toBe('系统管理员');
  });

  it("write the header's line: the member's name and roles", () => {
    expect(memberLine({ name: '王受理', roles: ['acceptance_clerk', 'reviewer'] }, zh)).toBe('王受理（受理、审核）');
    expect(memberLine({ name: 'Admin', roles: ['system_admin'] }, en)).toMatch(/^Admin（.+）$/);
  });
});
