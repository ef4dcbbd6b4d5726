/** GET /staff/api/audit: one audited action, newest first. */
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
