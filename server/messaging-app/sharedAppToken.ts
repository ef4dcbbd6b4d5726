import type { PlatformTokenRepository } from './platformTokenRepository';

// Renewed this long before the platform's expiry, so no call goes out with a token about to lapse.
const MARGIN_MS = 5 * 60_000;

/**
 * An app-wide platform token (the access token, the JS-SDK ticket), kept in the database so every
 * server process uses the same one — on the real platform each new access token invalidates the
 * previous — and in memory so a page signature costs no query.
 */
export function sharedAppToken(tokens: PlatformTokenRepository, name: string, fetchNew: () => Promise<{ value: string; expiresInS: number }>) {
  let memory: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const fresh = (expiresAt: number) => expiresAt - MARGIN_MS > Date.now();

  async function load(): Promise<string> {
    const stored = await tokens.findAppToken(name);
    if (stored && fresh(new Date(stored.expires_at).getTime())) {
      memory = { value: stored.value, expiresAt: new Date(stored.expires_at).getTime() };
      return stored.value;
    }
    const got = await fetchNew();
    const expiresAt = Date.now() + got.expiresInS * 1000;
    await tokens.saveAppToken({ name, value: got.value, expires_at: new Date(expiresAt) });
    memory = { value: got.value, expiresAt };
    return got.value;
  }

  return (): Promise<string> => {
    if (memory && fresh(memory.expiresAt)) return Promise.resolve(memory.value);
    pending ??= load().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
