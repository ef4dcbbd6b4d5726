import { staffApi } from './staffApi';

export interface StaffMe {
  id: string;
  username: string;
  name: string;
  roles: string[];
  /** A partner's bank or company (docs/decisions/0056); null for registry staff. */
  institution: { name: string; creditCode: string } | null;
  /** The pages this member may open, as the server decides (the side menu). */
  pages: string[];
}

export type SignInStep = { next: 'done' } | { next: 'totp' } | { next: 'enrol'; otpauthUri: string; qrDataUrl: string };

export const ME_KEY = '/me';
export const getMe = () => staffApi.get<StaffMe>(ME_KEY);
export const signIn = (username: string, password: string) => staffApi.post<SignInStep>('/session', { username, password });
export const confirmCode = (code: string) => staffApi.post<{ next: 'done' }>('/session/code', { code });
export const signOut = () => staffApi.post<null>('/session/end');
