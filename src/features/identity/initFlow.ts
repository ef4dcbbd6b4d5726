import type { AppInfoAnswer } from '../../app/state';
import { REDIRECT_STORAGE_KEY, WX_STATE_STORAGE_KEY, safeRedirectPath } from '../../lib/api/session';
import type { AuthorizeAnswer } from './api/identity';

/** The calls the initialising page makes, injected so the flow can be tested without a server. */
export interface InitDeps {
  authorize: (code: string, state: string) => Promise<AuthorizeAnswer>;
  addNewUser: () => Promise<unknown>;
  checkOldUser: () => Promise<{ refresh: 'refreshUser' | 'noRefresh' }>;
  refreshToken: () => Promise<unknown>;
  refreshUser: () => Promise<unknown>;
  getAppInfo: (code?: string | null) => Promise<AppInfoAnswer>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export type InitResult = { kind: 'ready'; info: AppInfoAnswer; redirect: string };

/** Where to go once ready: the redirect query, else the remembered page, else home. */
export function initialTarget(search: string, storage: InitDeps['storage']): string {
  const fromQuery = safeRedirectPath(new URLSearchParams(search).get('redirect'));
  if (fromQuery) return fromQuery;
  return safeRedirectPath(storage?.getItem(REDIRECT_STORAGE_KEY)) ?? '/';
}

/**
 * The login flow of spec 000 section 4, run by /waiting:
 * 1. back from authorisation (code and state in the URL) with the state we sent:
 *    authorize → newUser: add the user | oldUser: check, and refresh when asked. A code with any
 *    other state (a stale sign-in page reached with Back, or a forged link) is never used: the
 *    app carries on with the session it has, or signs in afresh;
 * 2. load the app info (app, me, stat) — without a session the API client sends the browser to
 *    the authorisation page, which comes back here with code and state;
 * 3. ready: go to the redirect target.
 */
export async function runInit(search: string, deps: InitDeps): Promise<InitResult> {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');

  const expected = deps.storage?.getItem(WX_STATE_STORAGE_KEY);
  const ours = !!code && !!state && !!expected && expected === state;
  if (ours) {
    deps.storage?.removeItem(WX_STATE_STORAGE_KEY);
    const answer = await deps.authorize(code!, state!);
    if (answer.type === 'newUser') {
      await deps.addNewUser();
    } else {
      const check = await deps.checkOldUser();
      if (check.refresh === 'refreshUser') {
        await deps.refreshToken();
        await deps.refreshUser();
      }
    }
  }

  const info = await deps.getAppInfo(ours ? code : null);
  const redirect = initialTarget(search, deps.storage);
  deps.storage?.removeItem(REDIRECT_STORAGE_KEY);
  return { kind: 'ready', info, redirect };
}
