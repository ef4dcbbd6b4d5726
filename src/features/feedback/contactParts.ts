/** A piece of a contact line: plain text, a number to keep on one line, or a phone number to call. */
export type ContactPart = { text: string } | { number: string } | { phone: string; tel: string };

// Landlines with their area code (0310-3196700), mobiles, and service numbers (12345, 400-…).
const PHONE = /^(?:0\d{2,3}-?\d{7,8}|1[3-9]\d{9}|400-?\d{3}-?\d{4}|12345)$/;
// A run of digits with its separators (times 8:30—12:00, codes 056002): never broken across lines.
const NUMBER = /\d[\d\-—~:.]*\d|\d/g;

/**
 * Splits a contact line into text, numbers and phone numbers, so the page keeps each number on one
 * line and makes each phone number a tel: link (a tap calls it).
 */
export function contactParts(line: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let at = 0;
  for (const match of line.matchAll(NUMBER)) {
    if (match.index > at) parts.push({ text: line.slice(at, match.index) });
    const found = match[0];
    parts.push(PHONE.test(found) ? { phone: found, tel: found.replace(/-/g, '') } : { number: found });
    at = match.index + found.length;
  }
  if (at < line.length) parts.push({ text: line.slice(at) });
  return parts;
}
