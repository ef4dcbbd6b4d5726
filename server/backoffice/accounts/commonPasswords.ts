import fs from 'node:fs';
import path from 'node:path';

/**
 * The 10,000 most common passwords of SecLists (danielmiessler/SecLists,
 * Passwords/Common-Credentials/10k-most-common.txt, MIT licence), one a line, read once from the
 * repository's copy beside this file (the server runs from the repository's folder, as it serves
 * its dist/ and schemas/ from there). docs/decisions/0092.
 */
export const COMMON_PASSWORDS_FILE = path.resolve('server/backoffice/accounts/common-passwords.txt');

let list: ReadonlySet<string> | undefined;

const commonPasswords = () => (list ??= new Set(fs.readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split(/\r?\n/).map((line) => line.trim().toLowerCase()).filter(Boolean)));

/**
 * A password the list names, compared lower-cased: as it is, or once the digits and separators
 * around it are taken off (`Password2026!!` is `password` with a year: the staff rule of letters
 * and digits would otherwise pass a listed word with a number after it).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  return commonPasswords().has(lower) || (core.length > 0 && commonPasswords().has(core));
}
