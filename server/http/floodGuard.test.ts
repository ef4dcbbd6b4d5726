import { describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import { floodGuard } from './floodGuard';

function call(guard: ReturnType<typeof floodGuard>, openid: string) {
  const res = { statusCode: 200, setHeader: vi.fn(), status(code: number) { this.statusCode = code; return this; }, json: vi.fn() };
  const next = vi.fn();
  guard({ session: { openid, tokenHash: 'h' }, baseUrl: '', path: '/online/x', headers: {} } as unknown as Request, res as unknown as Response, next);
  return { passed: next.mock.calls.length === 1, status: res.statusCode };
}

describe('floodGuard', () => {
  it('lets a user through up to the limit, then answers 429, counting each user apart', () => {
    const guard = floodGuard({ windowMs: 60_000, limit: 2 });
    expect(call(guard, 'a').passed).toBe(true);
    expect(call(guard, 'a').passed).toBe(true);
    expect(call(guard, 'a')).toEqual({ passed: false, status: 429 });
    expect(call(guard, 'b').passed).toBe(true);
  });
});
