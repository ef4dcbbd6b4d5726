/**
 * A tile label cut into its words, so that a narrow tile breaks it between words ("权属证书/查询")
 * instead of inside one ("权属证书查/询"): Chinese has no spaces to break at, and the browser's
 * own line breaking may break between any two characters. Without Intl.Segmenter (old browsers)
 * the label stays whole and the browser breaks it as before.
 */
export function labelWords(label: string, locale = 'zh'): string[] {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return [label];
  const words = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(label)].map((part) => part.segment);
  return words.length > 0 ? words : [label];
}
