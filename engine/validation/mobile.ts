/** Mobile number as the forms check it: optional 86 prefix, then 1, then 3/4/5/8, then 9 digits. */
export function isMobilePhone(value: unknown): boolean {
  return typeof value === 'string' && /^(86)?1[3458]\d{9}$/.test(value);
}

/** The send-code check is looser: any mainland number starting 13 to 19 (else '请输入正确的手机号'). */
export function isSendCodeMobile(value: unknown): boolean {
  return typeof value === 'string' && /^1[3-9]\d{9}$/.test(value);
}
