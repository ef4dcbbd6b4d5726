/**
 * A real-estate unit number (不动产单元号) of GB/T 37346, 28 characters: the 6-digit region code,
 * the cadastral zone and subzone (3 + 3 digits), the parcel code (2 capital letters, 5 digits, e.g.
 * GB00088) and the fixture code (F, L, Q or W, then 8 digits).
 */
export function isUnitNumber(value: unknown): boolean {
  return typeof value === 'string' && /^\d{12}[A-Z]{2}\d{5}[FLQW]\d{8}$/.test(value);
}
