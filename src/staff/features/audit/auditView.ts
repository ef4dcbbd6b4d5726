import type { AuditRow } from '../../../../engine/contract/staff/audit';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { staffKeysUnder, type StaffMessageKey } from '../../../../engine/i18n/translateStaff';
import { dateRangeQuery, type DateRange } from '../../lib/dateRange';
import type { StaffT } from '../../lib/i18n';
import type { AuditFilter } from './api';

/** The log's filter form as the member fills it. */
export interface AuditFilterForm {
  actor?: string;
  action?: string;
  dates?: DateRange;
}

/** The filter the form asks for: words trimmed, the days as from/to. */
export const auditFilter = (values: AuditFilterForm): AuditFilter => ({ actor: values.actor?.trim(), action: values.action?.trim(), ...dateRangeQuery(values.dates) });

/** A catalogue text built from a prefix and a code, or the code itself when the catalogue has no words for it (an action added since). */
const wordsOr = (t: StaffT, prefix: string, code: string) => {
  const key = `${prefix}${code}` as StaffMessageKey;
  const text = t(key);
  return text === key ? code : text;
};

const DID = 'staff.audit.did.';

/** The actions the log's filter offers, in the catalogue's order (its words under staff.audit.did.). */
export const auditActions = () => staffKeysUnder(DID).map((key) => key.slice(DID.length));

/** An action in the member's words (受理, 认领…). */
export const auditActionText = (action: string, t: StaffT) => wordsOr(t, DID, action);

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as a member reads it: 是/否, China time, a list joined, — for none. */
export function auditValueText(value: unknown, t: StaffT): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'staff.yes' : 'staff.no');
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.map((item) => auditValueText(item, t)).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface AuditChangeLine {
  field: string;
  before: string;
  after: string;
}

const fieldsOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The change as lines a member reads: each field by its label, its value before and after; a field
 * that kept its value is left out (a review entry repeats the case's id and stage on both sides).
 */
export function auditChangeLines(row: Pick<AuditRow, 'before' | 'after'>, t: StaffT): AuditChangeLine[] {
  const before = fieldsOf(row.before);
  const after = fieldsOf(row.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => field !== 'id' && field !== 'requestId');
  return fields
    .map((field) => ({ field: wordsOr(t, 'staff.audit.field.', field), before: auditValueText(before[field], t), after: auditValueText(after[field], t) }))
    .filter((line) => line.before !== line.after);
}
