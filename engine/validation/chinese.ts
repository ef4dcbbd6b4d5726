/** Chinese characters only (the CJK unified ideographs block the original checks used). */
export function isChineseCharacters(value: unknown): boolean {
  return typeof value === 'string' && /^[\u4e00-\u9fa5]+$/.test(value);
}

/** A Chinese name: 2 to 6 Chinese characters. */
export function isChineseName(value: unknown): boolean {
  return typeof value === 'string' && /^[\u4e00-\u9fa5]{2,6}$/.test(value);
}
