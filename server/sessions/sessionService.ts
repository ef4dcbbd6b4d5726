import crypto from 'node:crypto';
import type { SessionRepository } from './sessionRepository';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /**
   * How long one process may trust a looked-up session before asking the database again: long
   * while every ended session is announced to it (sessionEnds.ts), short when it might miss one.
   */
  cacheMs: number | (() => number);
}

interface CachedSession {
  openid: string;
  tokenHash: string;
  createdAt: number;
  lastSeenAt: number;
  cachedAt: number;
}

// The last-seen time is written at most once a minute per session, not on every request.
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/**
 * Sessions live in the database so every server process sees them. A per-process cache keeps the
 * hot path free of queries; a session ended here is announced (announceEnd) so that the others
 * drop it at once (forgetEnded), and a process that may have missed announcements trusts its cache
 * only briefly (policy.cacheMs).
 */
export function createSessionService(repository: SessionRepository, policy: SessionPolicy, now = () => Date.now(), announceEnd: (tokenHash: string) => Promise<void> = async () => undefined) {
  const cache = new Map<string, CachedSession>();
  const cacheMs = () => (typeof policy.cacheMs === 'function' ? policy.cacheMs() : policy.cacheMs);

  function isAlive(session: { createdAt: number; lastSeenAt: number }, at: number): boolean {
    return at - session.createdAt < policy.absoluteMs && at - session.lastSeenAt < policy.idleMs;
  }

  // Keyed by the token itself, so a cache hit skips hashing too; only hashes reach the database.
  async function lookup(token: string, at: number, skipCache = false): Promise<CachedSession | undefined> {
    const cached = cache.get(token);
    if (cached && !skipCache && at - cached.cachedAt < cacheMs()) return cached;
    const tokenHash = cached?.tokenHash ?? hashToken(token);
    const row = await repository.find(tokenHash);
    if (!row) {
      cache.delete(token);
      return undefined;
    }
    const fresh = { openid: row.openid, tokenHash, createdAt: row.created_at.getTime(), lastSeenAt: row.last_seen_at.getTime(), cachedAt: at };
    if (cache.size > 10_000) cache.clear();
    cache.set(token, fresh);
    return fresh;
  }

  function forget(tokenHash: string) {
    for (const [token, session] of cache) if (session.tokenHash === tokenHash) cache.delete(token);
  }

  return {
    /** A new random 256-bit token; only its hash is stored. */
    async create(openid: string): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      await repository.insert(hashToken(token), openid);
      return token;
    },

    async resolve(token: string): Promise<{ openid: string; tokenHash: string } | undefined> {
      const at = now();
      let session = await lookup(token, at);
      // A cached copy may not know of use in another process: ask the database before ending it.
      if (session && !isAlive(session, at) && session.cachedAt !== at) session = await lookup(token, at, true);
      if (!session) return undefined;
      if (!isAlive(session, at)) {
        await this.end(session.tokenHash);
        return undefined;
      }
      // Written at most once a minute (more often only for very short idle timeouts).
      if (at - session.lastSeenAt > Math.min(TOUCH_EVERY_MS, policy.idleMs / 4)) {
        session.lastSeenAt = at;
        await repository.touch(session.tokenHash, new Date(at));
      }
      return { openid: session.openid, tokenHash: session.tokenHash };
    },

    async end(tokenHash: string): Promise<void> {
      forget(tokenHash);
      await repository.remove(tokenHash);
      await announceEnd(tokenHash);
    },

    /** Drops a session ended in another process from this one's cache (its announcement arrived). */
    forgetEnded: forget,

    /** Drops every cached session (the announcements may have been missed). */
    forgetAll: () => cache.clear(),

    /** Deletes sessions past either timeout; called now and then so the table stays small. */
    async sweep(): Promise<void> {
      const at = now();
      await repository.removeOlderThan(new Date(at - policy.absoluteMs), new Date(at - policy.idleMs));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
