/**
 * Mobile number as the forms check it: optional 86 prefix, then 1, then 3 to 9, then 9 digits.
 * Spec 000 gives 1[3458]; today's numbers also start 16, 17 and 19 (decision 0039).
 */
export function isMobilePhone(value: unknown): boolean {
  return typeof value === 'string' && /^(86)?1[3-9]\d{9}$/.test(value);
}

/** The send-code check: the same ranges, without the 86 prefix (else '请输入正确的手机号'). */
export function isSendCodeMobile(value: unknown): boolean {
  return typeof value === 'string' && /^1[3-9]\d{9}$/.test(value);
}
