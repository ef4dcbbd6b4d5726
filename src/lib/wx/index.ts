import { api } from '../api/client';
import {
  FALLBACK_LOCATION,
  captureFor,
  clampCount,
  openLocationUrl,
  urlWithoutHash,
  type OpenLocationOptions,
  type SourceType,
} from './pure';
import { shrinkPicture } from './shrinkPicture';
import { PICTURE_MAX_BYTES } from '../../../engine/uploads/pictureLimit';

/**
 * The messaging app's JS-SDK, emulated behind one adapter (CONTRACT "Identity"): every screen
 * calls these functions, so a real SDK could replace the emulation here and nowhere else.
 */

export { FALLBACK_LOCATION, MAX_CHOOSE_COUNT, MAP_SCALE, openLocationUrl } from './pure';
export type { OpenLocationOptions, SourceType } from './pure';

export interface WxSignature {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

/** Signature config: createwxconfig for this page, then the emulator's verify (stat 1 when right). */
export async function wxConfig(): Promise<WxSignature> {
  const url = urlWithoutHash(window.location.href);
  const signature = await api.post<WxSignature>('/wechat/api/wechatimg/createwxconfig', { url }, { loading: false });
  await api.post('/wechat/emulator/jssdk/verify', { ...signature, url }, { loading: false });
  return signature;
}

/** Local ids (object URLs) of picked images → their files, for uploadImage. */
const localFiles = new Map<string, File>();

export interface ChooseImageOptions {
  count?: number;
  sourceType?: SourceType[];
}

/**
 * chooseImage: a hidden file input (works in any browser). Resolves with local ids; an empty list
 * when the user cancels. A file input cannot cap how many files are picked, as the messaging app's
 * picker does: the first `count` are taken and `leftOut` says how many more were picked, so the
 * page can say so.
 */
export function chooseImage(options: ChooseImageOptions = {}): Promise<{ localIds: string[]; leftOut: number }> {
  const count = clampCount(options.count);
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.multiple = count > 1;
    const capture = captureFor(options.sourceType);
    if (capture) input.setAttribute('capture', capture);
    input.style.display = 'none';
    input.setAttribute('aria-hidden', 'true');
    input.tabIndex = -1;
    const finish = (files: File[]) => {
      input.remove();
      const localIds = files.slice(0, count).map((file) => {
        const id = URL.createObjectURL(file);
        localFiles.set(id, file);
        return id;
      });
      resolve({ localIds, leftOut: Math.max(0, files.length - count) });
    };
    input.addEventListener('change', () => finish(Array.from(input.files ?? [])), { once: true });
    input.addEventListener('cancel', () => finish([]), { once: true });
    document.body.appendChild(input);
    input.click();
  });
}

/** uploadImage: sends the picked file to the emulated media store, a photo over 10 MB shrunk first; answers its serverId. */
export async function uploadImage(localId: string): Promise<{ serverId: string }> {
  const picked = localFiles.get(localId);
  if (!picked) throw new Error(`unknown localId ${localId}`);
  const file = await shrinkPicture(picked, PICTURE_MAX_BYTES);
  const form = new FormData();
  form.set('media', file, file.name);
  return api.upload<{ serverId: string }>('/wechat/emulator/media/upload', form);
}

/** Forgets a picked image (after upload or when removed from the screen). */
export function releaseLocalId(localId: string): void {
  if (localFiles.delete(localId)) URL.revokeObjectURL(localId);
}

/** downloadImage: the server fetches the media by serverId and stores it as one of our files. */
export function downloadImage(serverId: string): Promise<{ fileId: string; url: string }> {
  return api.post<{ fileId: string; url: string }>('/wechat/api/wechatimg/download', { serverId });
}

export interface WxLocation {
  latitude: number;
  longitude: number;
  type: 'gcj02';
  /** True when the fixed emulated point was used. */
  emulated: boolean;
}

/**
 * getLocation: the browser's geolocation, else (refused, unavailable, 8 s timeout) the fixed
 * emulated point. Coordinates are reported as gcj02 like the messaging app; the browser's WGS84
 * differs by a few hundred metres in China, acceptable for the emulation.
 */
export function getLocation(): Promise<WxLocation> {
  const fallback: WxLocation = { ...FALLBACK_LOCATION, type: 'gcj02', emulated: true };
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(fallback);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude, type: 'gcj02', emulated: false }),
      () => resolve(fallback),
      { timeout: 8000, maximumAge: 60_000 },
    );
  });
}

/** openLocation: the emulated map page (a server page), at zoom 14 unless told otherwise. */
export function openLocation(options: OpenLocationOptions): void {
  window.location.assign(openLocationUrl(options));
}
