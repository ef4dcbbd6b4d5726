import { z } from 'zod';

/** A text field that may arrive as a JSON number (phone numbers, ids): always a trimmed string. */
export function textField(max: number) {
  return z.preprocess((value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value), z.string().max(max));
}
