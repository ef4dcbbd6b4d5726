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

/** GET /api/app/appinfo: the app, me and server stats; without a session the client goes to authorisation. */
export function getAppInfo(code?: string | null): Promise<AppInfoAnswer> {
  return api.get<AppInfoAnswer>(
    '/api/app/appinfo',
    { syscode: 'sys_admin', dbfileds: 'app,me,stat', code: code || undefined },
    { silent: true },
  );
}
