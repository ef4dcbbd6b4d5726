import { maskSensitiveText } from './maskSensitiveText';

/**
 * An audited before/after with every ID and phone number masked, wherever it sits: a return's
 * comments and a rejection's opinions are free text the system admin reads in the audit log, which
 * is not the owner's own form (issue 26). Strings are masked as text; a number is masked when its
 * digits are one (a phone kept as a number); keys and the shape stay, so the entry still reads.
 */
export function maskAuditValue(value: unknown): unknown {
  if (typeof value === 'string') return maskSensitiveText(value);
  if (typeof value === 'number') {
    const masked = maskSensitiveText(String(value));
    return masked === String(value) ? value : masked;
  }
  if (Array.isArray(value)) return value.map(maskAuditValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskAuditValue(inner)]));
  return value;
}
