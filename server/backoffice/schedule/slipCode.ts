/** The path of the slip's own page, which its QR code encodes with the hall's origin and `?serial=` (decision 0031). */
export const SLIP_PATH = '/online/public/appointment/showcard';

const SERIAL = /^\d{16}$/;

/**
 * The appointment number a counter's scan or typing gives (issue 32, docs/decisions/0096): the
 * number itself (sixteen digits, as the slip prints it), or exactly what the slip's QR code
 * encodes — this hall's origin, the slip's path and its serial. Undefined for anything else (another
 * site's code, another page of the hall, a number of another shape).
 */
export function serialOfSlipCode(code: string, origin: string): string | undefined {
  const text = code.trim();
  if (SERIAL.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname !== SLIP_PATH) return undefined;
  const serial = url.searchParams.get('serial') ?? '';
  return SERIAL.test(serial) ? serial : undefined;
}
