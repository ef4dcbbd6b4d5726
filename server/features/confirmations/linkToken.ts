import crypto from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A confirmation link's secret: 32 letters (about 182 bits). Letters only, so no part of it can
 * look like a phone or ID number to the masking every message goes through.
 */
export function newLinkToken(): string {
  return Array.from(crypto.randomBytes(32), (byte) => LETTERS[byte % LETTERS.length]).join('');
}

/** What is stored of a link token: its SHA-256 (a leaked table opens no link). */
export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The shape of a link token, checked before any lookup. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z]{32}$/;
