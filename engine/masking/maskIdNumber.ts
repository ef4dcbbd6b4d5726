/**
 * Masks an identity number for display outside its owner's own forms:
 * keeps the first 4 and last 4 characters (region and check part), hides the birth date.
 */
export function maskIdNumber(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= 8) return value.replace(/.(?=.{2})/g, '*');
  return value.slice(0, 4) + '*'.repeat(value.length - 8) + value.slice(-4);
}
