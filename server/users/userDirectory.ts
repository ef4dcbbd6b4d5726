import type { UserRepository, UserRow } from './userRepository';

// The same short trust window as sessions (docs/decisions/0002): reads of "me" are on every screen.
const TRUST_MS = 3_000;

/**
 * Reads users through a per-process cache of a few seconds, so showing "me" costs no query.
 * A process that changes a user calls forget(openid) at once; other processes see the change
 * within TRUST_MS.
 */
export function createUserDirectory(repository: UserRepository, now = () => Date.now()) {
  const cache = new Map<string, { user: UserRow; at: number }>();
  return {
    async find(openid: string): Promise<UserRow | undefined> {
      const hit = cache.get(openid);
      if (hit && now() - hit.at < TRUST_MS) return hit.user;
      const user = await repository.find(openid);
      if (cache.size > 10_000) cache.clear();
      if (user) cache.set(openid, { user, at: now() });
      else cache.delete(openid);
      return user;
    },
    forget(openid: string): void {
      cache.delete(openid);
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
