/** What the words dialog holds: a return's comment, or a rejection's two opinions. */
export interface WordsForm {
  text?: string;
  sh_xmsl_yj?: string;
  sh_qjdc_yj?: string;
}

/** The body an outcome that needs words sends: a return's comments, or a rejection's two opinions. */
export type WordsBody = { comments: Array<{ text: string }> } | { opinions: { sh_xmsl_yj: string; sh_qjdc_yj: string } };

/** The body for the words given: a return sends its one comment, a rejection both opinions (empty when left blank; the server refuses empty words). */
export const wordsBody = (asking: 'return' | 'reject', values: WordsForm): WordsBody =>
  asking === 'return' ? { comments: [{ text: values.text ?? '' }] } : { opinions: { sh_xmsl_yj: values.sh_xmsl_yj ?? '', sh_qjdc_yj: values.sh_qjdc_yj ?? '' } };
