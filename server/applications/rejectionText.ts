/** Sentence ends a clerk types at the close of an opinion; '；' joins two opinions in their place. */
const CLOSING_PUNCTUATION = /[。．.；;，,、\s]+$/u;

/**
 * The rejection opinion a citizen reads (spec 001 section 3: pro_slxmsh's sh_xmsl_yj and
 * sh_qjdc_yj): the non-empty opinions joined by '；', each without its own closing full stop so
 * the join does not read "…材料。；权籍…". Empty unless the application is rejected: an opinion
 * kept from an earlier review is not shown once it was submitted again.
 */
export function rejectionText(rejected: boolean, opinions: ReadonlyArray<string | null | undefined>): string {
  if (!rejected) return '';
  const parts = opinions.map((opinion) => (opinion ?? '').trim()).filter(Boolean);
  return parts.map((part, index) => (index < parts.length - 1 ? part.replace(CLOSING_PUNCTUATION, '') : part)).join('；');
}
