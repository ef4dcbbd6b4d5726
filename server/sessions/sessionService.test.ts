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

  it('announces an ended session, and forgets one ended elsewhere when told, however long it caches', async () => {
    const { repository } = memoryRepository();
    const announced: string[] = [];
    const long = { ...policy, cacheMs: () => 60_000 };
    const here = createSessionService(repository, long, () => clock.now, async (hash) => void announced.push(hash));
    const there = createSessionService(repository, long, () => clock.now);
    const token = await here.create('o1');
    expect(await there.resolve(token)).toBeDefined();
    await here.end(hashToken(token));
    expect(announced).toEqual([hashToken(token)]);
    // Still cached in the other process until the announcement arrives.
    expect(await there.resolve(token)).toBeDefined();
    there.forgetEnded(hashToken(token));
    expect(await there.resolve(token)).toBeUndefined();
  });

  it('asks the database before ending a cached session that looks idle: another process may have seen it in use', async () => {
    const { rows, repository } = memoryRepository();
    const long = { idleMs: 10_000, absoluteMs: 600_000, cacheMs: () => 60_000 };
    const here = createSessionService(repository, long, () => clock.now);
    const token = await here.create('o1');
    expect(await here.resolve(token)).toBeDefined();
    clock.now += 8_000;
    rows.get(hashToken(token))!.last_seen_at = new Date(clock.now); // used in another process
    clock.now += 8_000;
    expect(await here.resolve(token)).toBeDefined();
    expect(rows.has(hashToken(token))).toBe(true);
  });
});
