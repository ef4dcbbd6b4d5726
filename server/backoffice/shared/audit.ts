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

  /**
   * Newest first, filtered by actor (username), action and a date range. A case's entry carries its
   * acceptance number (the target is the application's internal id, which no member reads).
   */
  list(db: Db, filter: AuditFilter) {
    let query = db
      .selectFrom('staff_audit_log as l')
      .leftJoin('applications as a', (join) => join.onRef('a.id', '=', 'l.target').on((eb) => eb.or([eb('l.action', 'like', 'review.%'), eb('l.action', 'like', 'partner.%')])))
      .select(['l.id', 'l.at', 'l.actor_username', 'l.actor_roles', 'l.action', 'l.target', 'l.ip', 'l.before', 'l.after', 'a.prolsh as target_prolsh']);
    if (filter.actor) query = query.where('l.actor_username', '=', filter.actor);
    if (filter.action) query = query.where('l.action', '=', filter.action);
    if (filter.from) query = query.where('l.at', '>=', filter.from);
    if (filter.to) query = query.where('l.at', '<', filter.to);
    return query.orderBy('l.at', 'desc').orderBy('l.id', 'desc').limit(filter.limit).execute();
  },
};
