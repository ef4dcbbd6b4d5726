import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './commonPasswords';

/** Argon2id with the library's defaults (OWASP's 19 MiB, 2 passes); the password itself is never stored. */
export const hashStaffPassword = (password: string) => hash(password);

/** Checked against a real hash even for an unknown name, so the answer's time tells nothing. */
let decoy: Promise<string> | undefined;

export async function verifyStaffPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    decoy ??= hash('decoy password never matched');
    await verify(await decoy, password);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Staff passwords: 12 to 128 characters with letters and digits (they reach the register). */
export const isAcceptableStaffPassword = (password: string) =>
  password.length >= 12 && password.length <= 128 && /[A-Za-z]/.test(password) && /\d/.test(password);

/** Why a new staff password is refused (its rule, or a common password: docs/decisions/0092); undefined when it is taken. */
export const staffPasswordRefusal = (password: string): 'staff.passwordRule' | 'staff.passwordCommon' | undefined => {
  if (!isAcceptableStaffPassword(password)) return 'staff.passwordRule';
  return isCommonPassword(password) ? 'staff.passwordCommon' : undefined;
};
