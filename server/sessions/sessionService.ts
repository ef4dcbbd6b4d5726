import crypto from 'node:crypto';
import type { SessionRepository } from './sessionRepository';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** How long one process may trust a looked-up session before asking the database again. */
  cacheMs: number;
}

interface CachedSession {
  openid: string;
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
 * Sessions live in the database so every server process sees them. A short per-process cache
 * keeps the hot path free of queries; logging out in another process takes effect within cacheMs.
 */
export function createSessionService(repository: SessionRepository, policy: SessionPolicy, now = () => Date.now()) {
  const cache = new Map<string, CachedSession>();

  function isAlive(session: { createdAt: number; lastSeenAt: number }, at: number): boolean {
    return at - session.createdAt < policy.absoluteMs && at - session.lastSeenAt < policy.idleMs;
  }

  async function lookup(tokenHash: string, at: number): Promise<CachedSession | undefined> {
    const cached = cache.get(tokenHash);
    if (cached && at - cached.cachedAt < policy.cacheMs) return cached;
    const row = await repository.find(tokenHash);
    if (!row) {
      cache.delete(tokenHash);
      return undefined;
    }
    const fresh = { openid: row.openid, createdAt: row.created_at.getTime(), lastSeenAt: row.last_seen_at.getTime(), cachedAt: at };
    if (cache.size > 10_000) cache.clear();
    cache.set(tokenHash, fresh);
    return fresh;
  }

  return {
    /** A new random 256-bit token; only its hash is stored. */
    async create(openid: string): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      await repository.insert(hashToken(token), openid);
      return token;
    },

    async resolve(token: string): Promise<{ openid: string; tokenHash: string } | undefined> {
      const tokenHash = hashToken(token);
      const at = now();
      const session = await lookup(tokenHash, at);
      if (!session) return undefined;
      if (!isAlive(session, at)) {
        await this.end(tokenHash);
        return undefined;
      }
      if (at - session.lastSeenAt > TOUCH_EVERY_MS) {
        session.lastSeenAt = at;
        await repository.touch(tokenHash, new Date(at));
      }
      return { openid: session.openid, tokenHash };
    },

    async end(tokenHash: string): Promise<void> {
      cache.delete(tokenHash);
      await repository.remove(tokenHash);
    },

    /** Deletes sessions past either timeout; called now and then so the table stays small. */
    async sweep(): Promise<void> {
      const at = now();
      await repository.removeOlderThan(new Date(at - policy.absoluteMs), new Date(at - policy.idleMs));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
