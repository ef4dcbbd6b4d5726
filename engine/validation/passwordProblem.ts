import type { MessageKey } from '../i18n/translate';

/** What the profile's password dialog needs to know of the account. */
export interface PasswordAccount {
  /** Bound to the web platform with a web password: that password is required (the server checks it). */
  webUser: boolean;
  /** A password is already set: an empty one keeps it. */
  hasPassword: boolean;
}

/** Spec 000 section 5: at least 6 characters (at most 64), with both digits and letters. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= 6 && password.length <= 64 && /\d/.test(password) && /[A-Za-z]/.test(password);
}

/**
 * Why the password typed in the profile's dialog cannot be saved, or null. The dialog refuses it
 * before sending and the save refuses it again: one rule for both (whether a web password is the
 * right one only the server can tell).
 */
export function passwordProblem(password: string, account: PasswordAccount): MessageKey | null {
  if (account.webUser && account.hasPassword) return password ? null : 'account.webPasswordRequired';
  if (account.hasPassword && !password) return null;
  if (!password) return 'account.passwordRequired';
  return isAcceptablePassword(password) ? null : 'account.passwordRule';
}
