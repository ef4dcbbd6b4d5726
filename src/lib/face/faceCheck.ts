import { api, ApiError } from '../api/client';
import { translate, type MessageKey } from '../../../engine/i18n/translate';
import { getLocale } from '../i18n/locale';

/**
 * The real-name face check of spec 000 sections 4, 7 and 8, through the messaging app (emulated):
 * the JS-SDK face verify (wxJsFacePostInfo → requestWxFacePictureVerify → wxJsFaceCheckRes) or,
 * for the regions of the cloud branch (140200), the detect page (setPreDetectInfo →
 * getWxDetectAuth → back with BizToken → getYhxx). Both leave the page and come back to it:
 * the caller keeps what it needs in sessionStorage (see saveFaceDraft).
 */

export interface FaceAuthConfig {
  home_cdzm: '0' | '1';
  cdzm_detail: '0' | '1';
  face_mode: 'wxjs' | 'detect';
  xzqdm: string;
}

/** The messaging app's err_code for a cancelled face verify. */
export const FACE_CANCEL_CODE = '90100';

const tr = (key: MessageKey, params?: Record<string, string | number>) => translate(getLocale(), key, params);

export class FaceFailure extends Error {}

export function getFaceAuthConfig(): Promise<FaceAuthConfig> {
  return api.post<FaceAuthConfig>('/online/wx/apilist/getWxJsFaceAuthConfig', {}, { silent: true });
}

/** The owner's own name and ID number (unmasked, from their own profile) for the face check. */
export function getOwnIdentity(): Promise<{ name: string; cardnum: string }> {
  return api.post<{ name: string; cardnum: string }>('/online/wx/apilist/getYhxx', {}, { silent: true });
}

/** The page to come back to, without the answers of an earlier face check. */
export function returnPathOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['err_code', 'err_msg', 'verify_result', 'BizToken']) params.delete(key);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Starts the face check for this name and ID number and leaves the page (resolves only on failure
 * to start, by throwing FaceFailure with the catalogue message).
 */
export async function startFaceCheck(name: string, idcard: string, returnPath: string, mode: FaceAuthConfig['face_mode']): Promise<void> {
  if (mode === 'detect') {
    try {
      const pre = await api.post<{ bsm: string }>('/online/wx/apilist/setPreDetectInfo', { name, idcard }, { silent: true });
      const auth = await api.post<{ Url: string }>('/online/wx/apilist/getWxDetectAuth', { RedirectUrl: returnPath, name, idcard, bsm: pre.bsm }, { silent: true });
      window.location.replace(auth.Url);
      return;
    } catch (error) {
      if (error instanceof ApiError && error.redirecting) return;
      throw new FaceFailure(tr('face.cloudUrlFailed'));
    }
  }
  let key: string;
  try {
    key = (await api.post<{ user_id_key: string }>('/wechat/api/outh2/wxJsFacePostInfo', { name, idcard }, { silent: true })).user_id_key;
  } catch (error) {
    if (error instanceof ApiError && error.redirecting) return;
    throw new FaceFailure(tr('face.infoFailed', { message: error instanceof Error ? error.message : '' }));
  }
  requestWxFacePictureVerify(key, returnPath);
}

/**
 * The emulated JS-SDK call: the messaging app's face screen, which comes back with err_code and
 * verify_result. It takes the page's place in the history (the real call is an overlay that
 * leaves none), so back after the check does not return to the face screen.
 */
export function requestWxFacePictureVerify(userIdKey: string, returnPath: string): void {
  const params = new URLSearchParams({ key: userIdKey, return: returnPath });
  window.location.replace(`/wechat/emulator/face?${params.toString()}`);
}

export type FaceReturn = { kind: 'wxjs'; errCode: string; errMsg: string; verifyResult: string } | { kind: 'detect'; bizToken: string };

/** What the face check left in the query when it came back, if anything. */
export function readFaceReturn(search: string): FaceReturn | null {
  const params = new URLSearchParams(search);
  const bizToken = params.get('BizToken');
  if (bizToken) return { kind: 'detect', bizToken };
  const errCode = params.get('err_code');
  if (errCode === null) return null;
  return { kind: 'wxjs', errCode, errMsg: params.get('err_msg') ?? '', verifyResult: params.get('verify_result') ?? '' };
}

/**
 * Finishes a returned face check: resolves on a pass, throws FaceFailure with the message of
 * spec 000 section 8 (user cancelled, initialisation failed, face recognition failed) otherwise.
 */
export async function finishFaceCheck(returned: FaceReturn): Promise<void> {
  if (returned.kind === 'detect') {
    const answer = await api.post<{ detect: { result: string; message: string } }>(
      '/online/wx/apilist/getYhxx',
      { data: { BizToken: returned.bizToken } },
      { silent: true },
    );
    if (answer.detect.result === 'success') return;
    if (answer.detect.result === 'cancel') throw new FaceFailure(tr('face.cancelled'));
    throw new FaceFailure(tr('face.checkFailed', { message: answer.detect.message }));
  }
  if (returned.errCode === FACE_CANCEL_CODE) throw new FaceFailure(tr('face.cancelled'));
  if (returned.errCode !== '0') throw new FaceFailure(tr('face.initFailed', { message: returned.errMsg, code: returned.errCode }));
  const answer = await api.post<unknown>('/wechat/api/outh2/wxJsFaceCheckRes', { verify_result: returned.verifyResult }, { silent: true, raw: true }).catch(
    (error: unknown) => {
      throw new FaceFailure(tr('face.checkFailed', { message: error instanceof Error ? error.message : '' }));
    },
  );
  const { stat, message } = answer as { stat: number; message: string };
  if (stat !== 1) throw new FaceFailure(tr('face.checkFailed', { message }));
}

/** Keeps a small draft across the face check's round trip (sessionStorage, this tab only). */
export function saveFaceDraft<T>(key: string, draft: T): void {
  try {
    sessionStorage.setItem(`hall.face.${key}`, JSON.stringify(draft));
  } catch {
    // Private mode: the user types again.
  }
}

export function takeFaceDraft<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(`hall.face.${key}`);
    sessionStorage.removeItem(`hall.face.${key}`);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
