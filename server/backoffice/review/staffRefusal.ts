import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import type { StaffRefusal } from '../../../engine/workflow/transitionTypes';
import { refuseStaff, type RefusalKind } from '../../domain/refusal';

/** The staff's words and the refusal's kind for each reason the transition function gives a press on a case. */
const REFUSALS: Record<Exclude<StaffRefusal['reason'], 'registerRefused'>, { kind: RefusalKind; key: StaffMessageKey }> = {
  notSubmitted: { kind: 'conflict', key: 'staff.review.notSubmitted' },
  ended: { kind: 'conflict', key: 'staff.review.ended' },
  notInStage: { kind: 'conflict', key: 'staff.review.notInStage' },
  roleRefused: { kind: 'forbidden', key: 'staff.roleRefused' },
  notSuspendable: { kind: 'conflict', key: 'staff.review.notSuspendable' },
  suspended: { kind: 'conflict', key: 'staff.review.suspended' },
  notSuspended: { kind: 'conflict', key: 'staff.review.notSuspended' },
  notBy: { kind: 'forbidden', key: 'staff.review.notBy' },
  claimedByOther: { kind: 'conflict', key: 'staff.review.claimedByOther' },
  notAnAction: { kind: 'conflict', key: 'staff.review.notAnAction' },
  sendBackTarget: { kind: 'invalid', key: 'staff.review.sendBackTarget' },
};

/**
 * Refuses a member's press for the transition function's reason, with its stage names (docs/decisions/0067).
 * A refused 登簿 without a configured way back is refused in the register's own words, by the caller.
 */
export function refuseTransition(refusal: StaffRefusal): never {
  const { reason, ...params } = refusal;
  if (reason === 'registerRefused') throw new Error('a refused 登簿 with nowhere to go is refused in the register’s words');
  const { kind, key } = REFUSALS[reason];
  refuseStaff(kind, key, params);
}
