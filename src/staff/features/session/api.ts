import type { SignInStep, StaffMe } from '../../../../engine/contract/staff/session';
import { staffApi } from '../../lib/staffApi';

export type { SignInStep, StaffMe };

export const ME_KEY = '/me';
export const getMe = () => staffApi.get<StaffMe>(ME_KEY);
export const signIn = (username: string, password: string) => staffApi.post<SignInStep>('/session', { username, password });
export const confirmCode = (code: string) => staffApi.post<{ next: 'done' }>('/session/code', { code });
export const signOut = () => staffApi.post<null>('/session/end');
