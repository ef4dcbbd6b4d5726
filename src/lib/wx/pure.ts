/** The pure parts of the messaging-app JS-SDK adapter (tested without a browser). */

export const MAX_CHOOSE_COUNT = 9;
export const MAP_SCALE = 14;
/** Where getLocation lands when the browser cannot or may not tell (an emulated point). */
export const FALLBACK_LOCATION = { latitude: 38.04, longitude: 114.51 } as const;

export type SourceType = 'album' | 'camera';

/** The page address the signature is computed over: the full URL without its #fragment. */
export function urlWithoutHash(href: string): string {
  const at = href.indexOf('#');
  return at === -1 ? href : href.slice(0, at);
}

/** chooseImage picks 1 to 9 images. */
export function clampCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return MAX_CHOOSE_COUNT;
  return Math.min(MAX_CHOOSE_COUNT, Math.max(1, Math.floor(count)));
}

/** The file input's capture attribute: only when the camera is the sole source. */
export function captureFor(sourceType: readonly SourceType[] | undefined): 'environment' | null {
  return sourceType && sourceType.length === 1 && sourceType[0] === 'camera' ? 'environment' : null;
}

export interface OpenLocationOptions {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
  scale?: number;
}

/** The emulated map page of openLocation. */
export function openLocationUrl(options: OpenLocationOptions): string {
  const params = new URLSearchParams({
    latitude: String(options.latitude),
    longitude: String(options.longitude),
    name: options.name ?? '',
    address: options.address ?? '',
    scale: String(options.scale ?? MAP_SCALE),
  });
  return `/wechat/emulator/map?${params.toString()}`;
}
