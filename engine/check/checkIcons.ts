import { pointer, type Problem } from './types';

/** The keys that hold a picture's address: business types' and menu tiles' icons, banners. */
const PICTURE_KEYS = new Set(['imgpath', 'image', 'imageEn']);

/**
 * Every icon and banner the configuration names by an address of the app ('/icons/apply.svg') is
 * a file the app serves from its public folder: a wrong one shows a broken picture and nothing
 * fails. Addresses on another site (https://…) are that site's to serve.
 */
export function checkIcons(file: string, json: unknown, assets: ReadonlySet<string>, at = ''): Problem[] {
  if (Array.isArray(json)) return json.flatMap((item, index) => checkIcons(file, item, assets, `${at}${pointer(index)}`));
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json).flatMap(([key, value]) => {
    const where = `${at}${pointer(key)}`;
    if (!PICTURE_KEYS.has(key) || typeof value !== 'string') return checkIcons(file, value, assets, where);
    const local = value.startsWith('/') && !value.startsWith('//');
    const address = value.split(/[?#]/)[0]!;
    return local && !assets.has(address) ? [{ file, pointer: where, reason: `no picture "${value}" in the app's public folder (public${address})` }] : [];
  });
}
