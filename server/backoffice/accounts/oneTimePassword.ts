import crypto from 'node:crypto';
import { isAcceptableStaffPassword } from './staffPassword';

// Letters and digits a person reads off a screen without doubt (no 0/O, 1/l/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 16;

/** A reset's one-time password: 16 random characters (about 93 bits), letters and digits both, so it keeps the staff rule. */
export function oneTimePassword(): string {
  for (;;) {
    const password = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    if (isAcceptableStaffPassword(password)) return password;
  }
}
