import { describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import { floodGuard } from './floodGuard';

type Who = { openid?: string; staffId?: string; ip?: string; path?: string };

function call(guard: ReturnType<typeof floodGuard>, who: Who) {
  const res = { statusCode: 200, setHeader: vi.fn(), status(code: number) { this.statusCode = code; return this; }, json: vi.fn() };
  const next = vi.fn();
  const req = {
    ...(who.openid && { session: { openid: who.openid, tokenHash: 'h' } }),
    ...(who.staffId && { staff: { id: who.staffId } }),
    ip: who.ip ?? '10.0.0.1',
    baseUrl: '',
    path: who.path ?? '/online/x',
    headers: {},
  };
  guard(req as unknown as Request, res as unknown as Response, next);
  return { passed: next.mock.calls.length === 1, status: res.statusCode };
}

describe('floodGuard', () => {
  it('lets a user through up to the limit, then answers 429, counting each user apart', () => {
    const guard = floodGuard({ windowMs: 60_000, limit: 2 });
    expect(call(guard, { openid: 'a' }).passed).toBe(true);
    expect(call(guard, { openid: 'a' }).passed).toBe(true);
    expect(call(guard, { openid: 'a' })).toEqual({ passed: false, status: 429 });
    expect(call(guard, { openid: 'b' }).passed).toBe(true);
  });

  it('keeps anonymous calls of an address in a smaller budget of their own, its sign-ins apart, and staff by member', () => {
    const guard = floodGuard({ windowMs: 60_000, limit: 3, anonymousLimit: 2 });
    expect([1, 2, 3].map(() => call(guard, {}).passed)).toEqual([true, true, false]);
    // Same address: the sign-ins, a citizen and two staff members each have their own budget.
    expect(call(guard, { path: '/staff/api/session' }).passed).toBe(true);
    expect(call(guard, { path: '/wechat/api/outh2/authorize' }).passed).toBe(true);
    expect(call(guard, { path: '/staff/api/session' }).passed).toBe(false);
    for (const who of [{ openid: 'c' }, { staffId: 's1' }, { staffId: 's2' }]) {
      expect([1, 2, 3, 4].map(() => call(guard, who).passed)).toEqual([true, true, true, false]);
    }
  });
});
