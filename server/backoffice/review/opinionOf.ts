import type { ReviewComment } from '../../db/types';

/** The opinion the trail and the citizen's list show: comments one per line, both opinions under their names, or a send-back's reason. */
export function opinionOf(input: { comments?: ReviewComment[] | undefined; opinions?: { sh_xmsl_yj: string; sh_qjdc_yj: string } | undefined; reason?: string | undefined }): string | null {
  if (input.reason) return input.reason;
  if (input.comments?.length) return input.comments.map((comment) => comment.text).join('；');
  if (input.opinions) {
    const { sh_xmsl_yj: acceptance, sh_qjdc_yj: survey } = input.opinions;
    return [acceptance && `受理意见：${acceptance}`, survey && `权籍调查意见：${survey}`].filter(Boolean).join('；') || null;
  }
  return null;
}
