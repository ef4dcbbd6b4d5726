import { api } from '../api/client';
import type { MessageKey } from '../../../engine/i18n/translate';

/**
 * The pre-check before protected services (spec 000 section 5): the paths containing one of these
 * (compared without letter case, so /my/progressQuery is covered) need a complete profile and, where
 * the account needs it, the real-name check. 'fhtandzdtquery' is the floor-plan query the list
 * calls fhtzdtquery (see the decision note on the pre-check).
 */
export const PRECHECK_PATHS = [
  'prodoing',
  'selapp',
  'yuyue',
  'querycert',
  'querycertrecord',
  'certificateQuery',
  'record',
  'dzzzQuery',
  'dzzzverification',
  'progressquery',
  'yuyuenosh',
  'fhtzdtquery',
  'fhtandzdtQuery',
  // The certificate search reached through its notice is /querycert's screen and takes its checks.
  'CatchCert_new',
  // The other booking screens need the profile /yuyue's do: checked before the form, not after it is filled.
  'appointment',
  'queue',
] as const;

const LOWER = PRECHECK_PATHS.map((path) => path.toLowerCase());

export function needsPrecheck(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return LOWER.some((part) => path.includes(part));
}

/**
 * The certificate search takes an extra face check when home_cdzm is 1: at /querycert and at
 * /CatchCert_new, the same search reached through its notice (the server refuses either without one).
 */
export function needsQuerycertFace(pathname: string): boolean {
  return pathname === '/querycert' || pathname === '/CatchCert_new';
}

export interface ValidateAnswer {
  errcode: number | string;
  errmsg: string;
  data: { qlxx_isshow?: string } | null;
}

/** errcode 0 passes; 1, 2, 4 ask to complete the profile; 3 asks for the real-name check. */
export function precheckMessageKey(errcode: number | string): MessageKey | null {
  const code = Number(errcode);
  if (code === 0) return null;
  if (code === 3) return 'precheck.notRealName';
  return 'precheck.incomplete';
}

/** Where each pre-check alert leads. */
export const PRECHECK_TARGET = '/userInfo?type=1';

export function validateUserInfo(): Promise<ValidateAnswer> {
  return api.post<ValidateAnswer>('/online/wx/apilist/validateUserInfo', {}, { raw: true, silent: true });
}
