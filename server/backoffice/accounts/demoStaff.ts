import type { Db } from '../../db/database';
import { staffRepository } from '../shared/staffRepository';
import { hashStaffPassword } from './staffPassword';

/**
 * Demo mode only (docs/decisions/0048): one account per role, with the documented password
 * `<username>-2026` (README). Demo mode listens on loopback only, and deployment mode refuses a
 * database a demo start has seeded, so these never reach a real service. The admin enrols an
 * authenticator at its first sign-in like any admin.
 *
 * demo-partner is a member of the demo bank (docs/decisions/0056): the company applicant form's
 * sample mortgagee, so a mortgage filed with that sample names it and shows in the partner list.
 */
// Its contact phone gets its confirmation requests (docs/decisions/0079): the emulator's SMS inbox shows them.
export const DEMO_BANK = { name: '邯郸市示范商业银行股份有限公司', creditCode: '91130400MA0000000X', phone: '13700310000' } as const;

export const DEMO_STAFF: readonly { username: string; name: string; roles: string[]; institution_name?: string; institution_code?: string; institution_phone?: string }[] = [
  { username: 'demo-admin', name: '系统管理员（演示）', roles: ['system_admin'] },
  { username: 'demo-acceptance', name: '受理人员（演示）', roles: ['acceptance_clerk'] },
  { username: 'demo-reviewer', name: '审核人员（演示）', roles: ['reviewer'] },
  { username: 'demo-reviewer2', name: '复审人员（演示）', roles: ['reviewer'] },
  { username: 'demo-registrar', name: '登簿人员（演示）', roles: ['registrar'] },
  { username: 'demo-certificate', name: '缮证发证人员（演示）', roles: ['certificate_clerk'] },
  { username: 'demo-content', name: '内容编辑（演示）', roles: ['content_editor'] },
  { username: 'demo-config', name: '配置编辑（演示）', roles: ['config_editor'] },
  { username: 'demo-scheduler', name: '预约排班（演示）', roles: ['scheduler'] },
  { username: 'demo-partner', name: '示范银行信贷员（演示）', roles: ['partner'], institution_name: DEMO_BANK.name, institution_code: DEMO_BANK.creditCode, institution_phone: DEMO_BANK.phone },
];

export const demoStaffPassword = (username: string) => `${username}-2026`;

export async function seedDemoStaff(db: Db): Promise<void> {
  const existing = new Set((await staffRepository.list(db)).map((account) => account.username));
  for (const account of DEMO_STAFF.filter((demo) => !existing.has(demo.username))) {
    await staffRepository.insert(db, { ...account, password_hash: await hashStaffPassword(demoStaffPassword(account.username)) });
  }
}
