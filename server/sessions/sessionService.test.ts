import { describe, expect, it } from 'vitest';
import { createSessionService, hashToken } from './sessionService';
import type { SessionRepository, SessionRow } from './sessionRepository';

function memoryRepository() {
  const rows = new Map<string, SessionRow>();
  const repository = {
    insert: async (hash: string, openid: string) => void rows.set(hash, { openid, created_at: new Date(clock.now), last_seen_at: new Date(clock.now) }),
    find: async (hash: string) => rows.get(hash),
    touch: async (hash: string, at: Date) => void (rows.get(hash)!.last_seen_at = at),
    remove: async (hash: string) => void rows.delete(hash),
    removeOlderThan: async () => undefined,
  } as unknown as SessionRepository;
  return { rows, repository };
}
const clock = { now: 1_000_000 };

describe('createSessionService', () => {
  const policy = { idleMs: 10_000, absoluteMs: 60_000, cacheMs: 1_000 };

  it('stores only the hash of a random token and resolves the token to its user', async () => {
    const { rows, repository } = memoryRepository();
    const sessions = createSessionService(repository, policy, () => clock.now);
    const token = await sessions.create('o1');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect([...rows.keys()]).toEqual([hashToken(token)]);
    expect(await sessions.resolve(token)).toEqual({ openid: 'o1', tokenHash: hashToken(token) });
    expect(await sessions.resolve('forged')).toBeUndefined();
  });

  it('ends a session past its idle or absolute timeout', async () => {
    const { repository } = memoryRepository();
    const sessions = createSessionService(repository, policy, () => clock.now);
    const idle = await sessions.create('o1');
    clock.now += 11_000;
    expect(await sessions.resolve(idle)).toBeUndefined();

    const busy = await sessions.create('o2');
    for (let i = 0; i < 6; i++) {
      clock.now += 9_000; // always active, never idle long
      expect(await sessions.resolve(busy)).toBeDefined();
    }
    clock.now += 9_000;
    expect(await sessions.resolve(busy)).toBeUndefined();
  });

  it('forgets an ended session at once in this process', async () => {
    const { repository } = memoryRepository();
    const sessions = createSessionService(repository, policy, () => clock.now);
    const token = await sessions.create('o1');
    const session = await sessions.resolve(token);
    await sessions.end(session!.tokenHash);
    expect(await sessions.resolve(token)).toBeUndefined();
  });
});
