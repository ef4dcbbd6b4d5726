import { EDITABLE_SHZT } from '../../registry/registry';

/**
 * Application states (shzt, spec 001 section 4) and what each allows. A draft or a rejected
 * application belongs to the citizen; once submitted it belongs to the registry until it is
 * rejected, or revoked while still awaiting review.
 */
export const DRAFT = -1;
export const AWAITING_REVIEW = 0;
const APPROVED = [10, 20, 30] as const;
const REJECTED = [11, 21] as const;

/** The citizen may change, delete or submit it: the registry's own rule (the same states it accepts). */
export const isEditable = (shzt: number): boolean => EDITABLE_SHZT.includes(shzt);

/** The review sent it back: the citizen reads its opinion and corrects it. */
export const isRejected = (shzt: number): boolean => (REJECTED as readonly number[]).includes(shzt);

/** The /prodoing tabs in order: 未提交, 待审核, 审核通过, 驳回. */
export const TAB_STATES: readonly (readonly number[])[] = [[DRAFT], [AWAITING_REVIEW], APPROVED, REJECTED];
