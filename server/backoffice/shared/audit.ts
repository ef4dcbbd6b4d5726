import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { maskAuditValue } from '../../../engine/masking/maskAuditValue';

/** Who did it, as the audit log keeps it: the staff member (or the command line) and their roles then. */
export interface AuditActor {
  id: string | null;
  username: string;
  roles: readonly string[];
  ip: string;
}

export interface AuditEntry {
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

// Masked as it is written: the log is append-only, so what it keeps it keeps for good.
const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(maskAuditValue(value)));

/**
 * The staff audit log (docs/decisions/0048). Only this module writes it, and only by INSERT: call
 * record() with the transaction of the action itself, so an action and its entry commit together
 * or not at all. The table refuses UPDATE, DELETE and TRUNCATE by trigger. ID and phone numbers in
 * before and after are masked (docs/decisions/0059).
 */
export const audit = {
  async record(trx: Transaction<Database> | Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await trx
      .insertInto('staff_audit_log')
      .values({
        actor_id: actor.id,
        actor_username: actor.username,
        actor_roles: [...actor.roles],
        action: entry.action,
        target: entry.target ?? null,
        ip: actor.ip,
        before: json(entry.before),
        after: json(entry.after),
      })
      .execute();
  },

  /** Newest first, filtered by actor (username), action and a date range. */
  list(db: Db, filter: AuditFilter) {
    let query = db.selectFrom('staff_audit_log').select(['id', 'at', 'actor_username', 'actor_roles', 'action', 'target', 'ip', 'before', 'after']);
    if (filter.actor) query = query.where('actor_username', '=', filter.actor);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.from) query = query.where('at', '>=', filter.from);
    if (filter.to) query = query.where('at', '<', filter.to);
    return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  },
};
