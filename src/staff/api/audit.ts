import { staffApi } from './staffApi';

export interface AuditRow {
  id: string;
  at: string;
  actor_username: string;
  actor_roles: string[];
  action: string;
  target: string | null;
  ip: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const auditKey = (filter: AuditFilter) => {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `/audit?${query.toString()}`;
};
export const getAudit = (key: string) => staffApi.get<AuditRow[]>(key);
