import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import { DomainRefusal } from '../../domain/refusal';
import { hashToken } from '../../sessions/sessionService';
import { testWorkflow } from '../../../engine/workflow/testWorkflow';
import { loadStaffSession, requireCodeStep, requireStaff } from './staffGuard';
import { staffSessionRepository } from './staffSessionRepository';

// The workflow's staff section as review.json has it: system_admin needs a second factor.
vi.mock('../../schemas/workflowConfig', () => ({
  workflowConfig: () => ({ ...testWorkflow, staff: { roles: { system_admin: {} }, pages: { accounts: ['system_admin'] }, secondFactor: ['system_admin'] } }),
}));

const NOW = 1_800_000_000_000;
const IDLE_MS = 30 * 60_000;
const db = {} as Db;

function row(lastSeenAgoMs: number, extra: Partial<{ verified: boolean; second_factor: boolean; roles: string[]; disabled_at: Date | null; institution_name: string | null; institution_code: string | null }> = {}) {
  return { token_hash: 'h', verified: true, second_factor: false, last_seen_at: new Date(NOW - lastSeenAgoMs), id: 's1', username: 'wang', name: '王', roles: ['reviewer'], disabled_at: null, institution_name: null, institution_code: null, must_change_password: false, ...extra };
}

async function load(found: ReturnType<typeof row> | undefined) {
  vi.spyOn(staffSessionRepository, 'find').mockResolvedValue(found);
  const remove = vi.spyOn(staffSessionRepository, 'remove').mockResolvedValue([]);
  const touch = vi.spyOn(staffSessionRepository, 'touch').mockResolvedValue([]);
  const req = { headers: { cookie: 'hall_sid=citizen; hall_staff_sid=token' } } as Request;
  const res = { clearCookie: vi.fn(), req: { secure: false, app: { locals: {} } } } as unknown as Response;
  await new Promise<void>((resolve) => void loadStaffSession(db, { snapshot: vi.fn() }, IDLE_MS, () => NOW)(req, res, () => resolve()));
  return { req, res, remove, touch };
}

/** What a guard did: passed on (undefined), or refused (its refusal, thrown for the error handler). */
function guarded(handler: ReturnType<typeof requireStaff>, staff: Request['staff']) {
  let passed: unknown = 'not called';
  try {
    void handler({ staff, headers: {} } as Request, {} as Response, (error?: unknown) => (passed = error));
  } catch (error) {
    return error as DomainRefusal<string>;
  }
  return passed;
}
const guard = (roles: Parameters<typeof requireStaff>, staff: Request['staff']) => guarded(requireStaff(...roles), staff);

describe('loadStaffSession', () => {
  it("carries a partner's institution, its name and credit code", async () => {
    const partner = await load(row(30_000, { institution_name: '某银行邯郸分行', institution_code: '91130400MA0000000X' }));
    expect(partner.req.staff?.institution).toEqual({ name: '某银行邯郸分行', creditCode: '91130400MA0000000X' });
  });

  it('takes a session used within the idle timeout, and writes last-seen at most once a minute', async () => {
    const fresh = await load(row(30_000));
    expect(fresh.req.staff).toMatchObject({ id: 's1', roles: ['reviewer'], institution: null, verified: true });
    expect(fresh.touch).not.toHaveBeenCalled();
    expect((await load(row(5 * 60_000))).touch).toHaveBeenCalledOnce();
  });

  it('gives a session only the roles whose requirement it passed: a second-factor role needs a session that passed it', async () => {
    const passwordOnly = await load(row(0, { roles: ['reviewer', 'system_admin'] }));
    expect(passwordOnly.req.staff).toMatchObject({ roles: ['reviewer'], heldNotUsable: ['system_admin'] });
    const withCode = await load(row(0, { roles: ['reviewer', 'system_admin'], second_factor: true }));
    expect(withCode.req.staff).toMatchObject({ roles: ['reviewer', 'system_admin'], heldNotUsable: [] });
  });

  it('ends a session idle past the timeout, or of a disabled account, and clears its cookie', async () => {
    for (const found of [row(IDLE_MS), row(0, { disabled_at: new Date(NOW) })]) {
      const { req, res, remove } = await load(found);
      expect(req.staff).toBeUndefined();
      expect(remove).toHaveBeenCalledWith(db, hashToken('token'));
      expect(res.clearCookie).toHaveBeenCalledWith('hall_staff_sid', expect.objectContaining({ path: '/staff', sameSite: 'strict', httpOnly: true }));
    }
  });
});

describe('requireStaff', () => {
  const member = { id: 's1', username: 'wang', name: '王', roles: ['reviewer'], heldNotUsable: [], institution: null, tokenHash: 'h', verified: true, mustChangePassword: false };
  it('passes a verified member holding one of the roles', () => {
    expect(guard(['reviewer', 'registrar'], member)).toBeUndefined();
    expect(guard([], member)).toBeUndefined();
  });
  const signInRequired = { kind: 'unauthenticated', reason: 'staff.signInRequired', extras: { catalogue: 'staff', code: 'session' } };
  it('refuses as not signed in without a session or before the second factor, as forbidden without the role', () => {
    expect(guard(['reviewer'], undefined)).toMatchObject(signInRequired);
    expect(guard(['reviewer'], { ...member, verified: false })).toMatchObject(signInRequired);
    expect(guard(['system_admin'], member)).toMatchObject({ kind: 'forbidden', reason: 'staff.roleRefused', extras: { catalogue: 'staff' } });
  });
  it('refuses as not signed in (sign in again) for a role held but not usable in this session', () => {
    expect(guard(['system_admin'], { ...member, heldNotUsable: ['system_admin'] })).toMatchObject({ kind: 'unauthenticated', reason: 'staff.signInAgain', extras: { code: 'session' } });
  });
  it('lets only a session between its password and its code to the code step', () => {
    expect(guarded(requireCodeStep, { ...member, verified: false })).toBeUndefined();
    expect(guarded(requireCodeStep, member)).toMatchObject(signInRequired);
    expect(guarded(requireCodeStep, undefined)).toMatchObject(signInRequired);
  });
});
