import crypto from 'node:crypto';
import type { EmulatorRepository } from './emulatorRepository';

export interface AuthorizeRequest {
  appid: string;
  redirectUri: string;
  state: string;
  openid: string;
  nickname?: string | undefined;
  lifetimeMs: number;
}

/**
 * The emulated consent: creates the test account when a new openid is typed, then issues a
 * single-use code bound to the state, valid for lifetimeMs (five minutes by default). Answers where to send the browser.
 */
export async function issueAuthorizationCode(repository: EmulatorRepository, request: AuthorizeRequest): Promise<string> {
  await repository.ensureAccount(request.openid, request.appid, request.nickname?.trim() || request.openid);
  const code = crypto.randomBytes(16).toString('hex');
  await repository.insertCode({
    code,
    openid: request.openid,
    appid: request.appid,
    state: request.state,
    expires_at: new Date(Date.now() + request.lifetimeMs),
  });
  const target = new URL(request.redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', request.state);
  return target.toString();
}
