import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { testWorkflow } from '../../../engine/workflow/testWorkflow';
import type { Db } from '../../db/database';
import type { DomainRefusal } from '../../domain/refusal';
import { createStaffAdminService } from './staffAdminService';

// The accounts store, faked: the rules under test are the service's refusals and what they leave unchanged.
const store = vi.hoisted(() => ({
  account: undefined as undefined | Record<string, unknown>,
  inserted: true,
  changes: [] as unknown[],
}));
vi.mock('../shared/staffRepository', () => ({
  staffRepository: {
    insert: async (_db: unknown, row: Record<string, unknown>) => (store.inserted ? { ...row, id: 'new' } : undefined),
    lockById: async () => store.account,
    findPublic: async () => store.account,
    setRoles: async (_trx: unknown, ...args: unknown[]) => void store.changes.push(['roles', ...args]),
    setDisabled: async (_trx: unknown, ...args: unknown[]) => void store.changes.push(['disabled', ...args]),
  },
}));
vi.mock('../shared/staffSessionRepository', () => ({ staffSessionRepository: { removeForStaff: async () => undefined } }));
vi.mock('../shared/audit', () => ({ audit: { record: async () => undefined } }));
vi.mock('./staffPassword', async (actual) => ({ ...(await actual<typeof import('./staffPassword')>()), hashStaffPassword: async () => 'hash' }));

const db = { transaction: () => ({ execute: (work: (trx: unknown) => unknown) => work({}) }) } as unknown as Db;
// The accounts page opens to an "owner" or a "deputy" here: whoever keeps one of them keeps the page.
const workflow: WorkflowConfig = { ...testWorkflow, staff: { roles: { owner: {}, deputy: {}, partner: {} }, pages: { accounts: ['owner', 'deputy'], partner: ['partner'] }, secondFactor: ['owner'] } };
const service = createStaffAdminService(db, () => workflow);
const me = { id: 'me', username: 'admin', roles: ['owner'], ip: '' };
const newcomer = { username: 'li', name: '李', password: 'long-enough-1', roles: ['reviewer'] };
const refusalOf = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error as DomainRefusal<string>);
const staffRefusal = (kind: string, reason: string) => ({ kind, reason, extras: { catalogue: 'staff' } });

beforeEach(() => {
  store.account = { id: 'me', username: 'admin', roles: ['owner'], institution_name: null, institution_code: null, disabled_at: null };
  store.inserted = true;
  store.changes = [];
});

describe('staffAdminService.create', () => {
  it('refuses a weak password, a partner without its institution and a taken name, in the staff words', async () => {
    expect(await refusalOf(service.create(me, { ...newcomer, password: 'short1' }))).toMatchObject(staffRefusal('invalid', 'staff.passwordRule'));
    expect(await refusalOf(service.create(me, { ...newcomer, roles: ['partner'] }))).toMatchObject(staffRefusal('invalid', 'staff.institutionRequired'));
    store.inserted = false;
    expect(await refusalOf(service.create(me, newcomer))).toMatchObject(staffRefusal('conflict', 'staff.usernameTaken'));
  });
});

describe('staffAdminService changes', () => {
  it('refuses an unknown account as not found', async () => {
    store.account = undefined;
    expect(await refusalOf(service.unlock(me, 'x'))).toMatchObject(staffRefusal('notFound', 'staff.notFound'));
  });

  it('keeps an admin from taking the accounts page from themself, by the roles the configuration opens it to', async () => {
    expect(await refusalOf(service.setRoles(me, 'me', ['reviewer']))).toMatchObject(staffRefusal('invalid', 'staff.keepOwnAdmin'));
    expect(await refusalOf(service.setDisabled(me, 'me', true))).toMatchObject(staffRefusal('invalid', 'staff.keepOwnAdmin'));
    expect(store.changes).toEqual([]);
    await service.setRoles(me, 'me', ['deputy', 'reviewer']);
    expect(store.changes).toEqual([['roles', 'me', ['deputy', 'reviewer']]]);
  });

  it("refuses roles an account's institution cannot hold, changing nothing", async () => {
    store.account = { ...store.account, id: 'bank', institution_name: '某银行', institution_code: '91130400MA0000000X' };
    expect(await refusalOf(service.setRoles(me, 'bank', ['partner', 'reviewer']))).toMatchObject(staffRefusal('invalid', 'staff.partnerAlone'));
    expect(store.changes).toEqual([]);
  });
});
