import type { SignInStep, StaffMe } from '../../../../engine/contract/staff/session';
import { staffApi } from '../../lib/staffApi';

export type { SignInStep, StaffMe };

export const ME_KEY = '/me';
export const getMe = () => staffApi.get<StaffMe>(ME_KEY);
export const signIn = (username: string, password: string) => staffApi.post<SignInStep>('/session', { username, password });
export const confirmCode = (code: string) => staffApi.post<SignInStep>('/session/code', { code });
/** The signed-in session's step: changePassword after a reset's one-time password (docs/decisions/0092). */
export const getSessionStep = () => staffApi.get<SignInStep>('/session');
/** The new password of a session signed in with a one-time password (no current one asked). */
export const setNewPassword = async (password: string): Promise<SignInStep> => {
  await staffApi.post<{ sessionsEnded: number }>('/session/password', { password });
  return { next: 'done' };
};
export const signOut = () => staffApi.post<null>('/session/end');
