import type { Moved } from '../../../engine/workflow/transitionTypes';
import type { ReviewComment } from '../../db/types';
import { refuseStaff } from '../../domain/refusal';
import { opinionOf } from './opinionOf';

/**
 * What the outcome must carry is there (docs/decisions/0050): comments for a return, at least one of
 * the two opinions for a rejection, a reason for a send-back (0072), and a comment on a record names one of this application's
 * records (read under its lock). The comments a return keeps, else undefined.
 */
export async function checkCarried(
  needs: Moved['needs'],
  input: { comments?: ReviewComment[] | undefined; opinions?: { sh_xmsl_yj: string; sh_qjdc_yj: string } | undefined; reason?: string | undefined },
  recordIdsAmong: (named: string[]) => Promise<Set<string>>,
): Promise<ReviewComment[] | undefined> {
  if (needs === 'comments' && !input.comments?.length) refuseStaff('invalid', 'staff.review.commentsMissing');
  if (needs === 'opinions' && !opinionOf({ opinions: input.opinions })) refuseStaff('invalid', 'staff.review.opinionMissing');
  if (needs === 'reason' && !input.reason) refuseStaff('invalid', 'staff.review.reasonMissing');
  if (needs !== 'comments') return undefined;
  const named = [...new Set((input.comments ?? []).flatMap((comment) => (comment.record ? [comment.record] : [])))];
  const own = await recordIdsAmong(named);
  if (named.some((record) => !own.has(record))) refuseStaff('invalid', 'staff.review.commentRecordUnknown');
  return input.comments;
}
