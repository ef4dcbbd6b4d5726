/** Chinese characters only (the CJK unified ideographs block the original checks used). */
export function isChineseCharacters(value: unknown): boolean {
  return typeof value === 'string' && /^[\u4e00-\u9fa5]+$/.test(value);
}

// The middle dot between the parts of a transliterated name (买买提·艾力): the Chinese keyboard's
// U+00B7, and the U+2022 and U+30FB some keyboards give for it.
const NAME_PARTS = /^[\u4e00-\u9fa5]+(?:[\u00b7\u2022\u30fb][\u4e00-\u9fa5]+)+$/;
const NAME_PARTS_MAX_LENGTH = 30;

/**
 * A Chinese name: 2 to 6 Chinese characters (spec 000), or parts of Chinese characters joined by
 * a middle dot, as minority and transliterated names are written (issue 27), up to 30 characters.
 */
export function isChineseName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return /^[\u4e00-\u9fa5]{2,6}$/.test(value) || (value.length <= NAME_PARTS_MAX_LENGTH && NAME_PARTS.test(value));
}
