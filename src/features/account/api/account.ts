import { api } from '../../../lib/api/client';
import type { Me } from '../../../app/state';

/** The owner's own profile (unmasked): getYhxx. */
export interface OwnProfile {
  iswebuser: '0' | '1';
  /** '1' when a password is set (an empty one in the save's dialog keeps it). */
  haspwd: '0' | '1';
  name: string;
  nickname: string;
  cardtype: string;
  cardnum: string;
  phone: string;
  headimagurl: string;
  openid: string;
  usertype: string;
}

export const PROFILE_KEY = 'online/wx/apilist/getYhxx';

export function getOwnProfile(): Promise<OwnProfile> {
  return api.post<OwnProfile>('/online/wx/apilist/getYhxx', {});
}

export interface SaveProfileInput {
  name: string;
  cardnum: string;
  phone: string;
  code?: string;
  password?: string;
}

/** saveUserInfo: answers the message ('saved successfully' or the first-registration text) and the profile. */
export async function saveProfile(input: SaveProfileInput): Promise<{ message: string; profile: OwnProfile }> {
  const body = await api.post<{ errmsg: string; data: OwnProfile }>('/online/wx/apilist/saveUserInfo', { ...input }, { raw: true, silent: true });
  return { message: body.errmsg, profile: body.data };
}

/** getPhoneCode answers {stat, message}; a failure throws with its message. */
export async function getPhoneCode(phone: string): Promise<string> {
  const body = await api.post<{ stat: number; message: string }>('/online/wx/apilist/getPhoneCode', { phone }, { raw: true, silent: true });
  return body.message;
}

/** setDetectInfo: marks the user verified after a passed face check. */
export function setDetectInfo(name: string, idcard: string, phone: string): Promise<OwnProfile> {
  return api.post<OwnProfile>('/online/wx/apilist/setDetectInfo', { name, idcard, phone }, { silent: true });
}

/** The refreshed "me" for the app state after a change. */
export async function reloadMe(): Promise<Me> {
  const answer = await api.get<{ me: Me }>('/api/app/appinfo', { syscode: 'sys_admin', dbfileds: 'me' }, { silent: true, loading: false });
  return answer.me;
}
