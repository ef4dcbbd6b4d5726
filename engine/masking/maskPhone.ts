/** Masks a phone number for display: 138****5678. */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length < 7) return value.replace(/.(?=.{2})/g, '*');
  return value.slice(0, 3) + '*'.repeat(value.length - 7) + value.slice(-4);
}
