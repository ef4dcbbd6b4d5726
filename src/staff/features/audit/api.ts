import type { AuditRow } from '../../../../engine/contract/staff/audit';
import { staffApi } from '../../lib/staffApi';
import { filledQuery } from '../../lib/filledQuery';

export type { AuditRow };

export interface AuditFilter {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** The log's address for a filter: also the page's cache key. */
export const auditKey = (filter: AuditFilter) => `/audit?${filledQuery(filter).toString()}`;
export const getAudit = (key: string) => staffApi.get<AuditRow[]>(key);
