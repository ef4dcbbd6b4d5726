/** GET /staff/api/audit: one audited action, newest first. */
export interface AuditRow {
  id: string;
  at: string;
  actor_username: string;
  actor_roles: string[];
  action: string;
  target: string | null;
  /** The acceptance number of the case a review or partner entry is about (its target is the case's id); null otherwise or before acceptance. */
  target_prolsh: string | null;
  ip: string;
  before: unknown;
  after: unknown;
}
