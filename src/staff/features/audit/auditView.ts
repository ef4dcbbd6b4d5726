import type { AuditRow } from '../../../../engine/contract/staff/audit';
import { dateRangeQuery, type DateRange } from '../../lib/dateRange';
import type { AuditFilter } from './api';

/** The log's filter form as the member fills it. */
export interface AuditFilterForm {
  actor?: string;
  action?: string;
  dates?: DateRange;
}

/** The filter the form asks for: words trimmed, the days as from/to. */
export const auditFilter = (values: AuditFilterForm): AuditFilter => ({ actor: values.actor?.trim(), action: values.action?.trim(), ...dateRangeQuery(values.dates) });

/** The change column: the value before and after as JSON (— for none). */
export const auditChange = (row: Pick<AuditRow, 'before' | 'after'>) => [row.before, row.after].map((value) => (value === null ? '—' : JSON.stringify(value))).join(' → ');
