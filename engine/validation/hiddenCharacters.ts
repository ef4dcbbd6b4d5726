/**
 * Characters a name or a text must not carry: C0 controls other than tab and line breaks, DEL,
 * C1 controls, zero-width characters and marks, bidirectional embeddings, overrides and isolates,
 * and the byte-order mark. They are invisible, or reorder what a clerk reads on a certificate
 * (a right-to-left override turns "张三gpj.exe" around), so no field of a form takes them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value);
}
