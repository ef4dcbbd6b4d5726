import { api } from '../../../lib/api/client';
import type { AppInfoAnswer, Me } from '../../../app/state';

/** The identity calls of spec 000 section 4 (stat envelope under /wechat/api and /api/app). */

export interface AuthorizeAnswer {
  type: 'newUser' | 'oldUser';
  openid: string;
}

export function authorize(code: string, state: string): Promise<AuthorizeAnswer> {
  return api.post<AuthorizeAnswer>('/wechat/api/outh2/authorize', { code, state }, { silent: true });
}

export function addNewUser(): Promise<Me> {
  return api.post<Me>('/wechat/api/wechatuser/newuser', {}, { silent: true });
}

export function checkOldUser(): Promise<{ refresh: 'refreshUser' | 'noRefresh' }> {
  return api.post<{ refresh: 'refreshUser' | 'noRefresh' }>('/wechat/api/wechatuser/olduser', {}, { silent: true });
}

export function refreshToken(): Promise<unknown> {
  return api.post('/wechat/api/outh2/refresh', {}, { silent: true });
}

export function refreshUser(): Promise<unknown> {
  return api.post('/wechat/api/wechatuser/refreshuser', {}, { silent: true });
}

function fetchAppInfo(code: string | null | undefined, counted: boolean): Promise<AppInfoAnswer> {
  return api.get<AppInfoAnswer>(
    '/api/app/appinfo',
    { syscode: 'sys_admin', dbfileds: 'app,me,stat', code: code || undefined },
    { silent: true, loading: counted },
  );
}

let early: Promise<AppInfoAnswer> | undefined;

/**
 * At the app's start, unless it comes back from authorisation (a code and a state in the URL: the
 * code must be exchanged first): the sign-in check's app info starts loading at once instead of
 * after /waiting has rendered (decision 0033). A page's own `code` without a state (the business
 * code of the fill and sub-form pages, ?code=DYQSC01) is no return from authorisation, and
 * runInit asks for the app info without it: it is prefetched too (decision 0080). Not counted in
 * the loading toast, which is not wired up yet.
 */
export function prefetchAppInfo(search: string): Promise<AppInfoAnswer> | undefined {
  const params = new URLSearchParams(search);
  if (params.has('code') && params.has('state')) return undefined;
  early = fetchAppInfo(null, false);
  early.catch(() => undefined);
  return early;
}

/** GET /api/app/appinfo: the app, me and server stats; without a session the client goes to authorisation. */
export function getAppInfo(code?: string | null): Promise<AppInfoAnswer> {
  // The start's prefetch answers the first plain call, once; later calls (account switch ...) ask anew.
  const prefetched = code ? undefined : early;
  early = undefined;
  return prefetched ?? fetchAppInfo(code, true);
}
