import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';

type Executor = Db | Transaction<Database>;

/** A notice before it is addressed: what it is, its key for each member, the case and what it counts. */
export interface Notice {
  kind: string;
  /** The same key to the same member adds nothing (a second pass, a second process); a fresh one when left out. */
  key?: string;
  applicationId?: string | null;
  params?: Record<string, string | number>;
}

const values = (notice: Notice) => ({
  kind: notice.kind,
  dedupe_key: notice.key ?? `${notice.kind}:${crypto.randomUUID()}`,
  application_id: notice.applicationId ?? null,
  params: JSON.stringify(notice.params ?? {}),
});

/**
 * SQL of the staff notifications (migration 0035, docs/decisions/0091); the table's one owner. The
 * back office's features write notices here in the transaction of the change that causes them (a
 * case entering a queue, a send-back, a transfer); backoffice/notifications reads them.
 */
export const staffNotificationRepository = {
  /** To every enabled member holding one of the roles; how many were told. */
  async toRoles(executor: Executor, roles: readonly string[], notice: Notice): Promise<number> {
    if (roles.length === 0) return 0;
    const row = values(notice);
    const { numInsertedOrUpdatedRows } = await executor
      .insertInto('staff_notifications')
      .columns(['staff_id', 'kind', 'dedupe_key', 'application_id', 'params'])
      .expression((eb) =>
        eb
          .selectFrom('staff_accounts')
          .select([
            'id',
            sql<string>`${row.kind}::text`.as('kind'),
            sql<string>`${row.dedupe_key}::text`.as('dedupe_key'),
            sql<string | null>`${row.application_id}::text`.as('application_id'),
            sql<string>`${row.params}::jsonb`.as('params'),
          ])
          .where('disabled_at', 'is', null)
          .where(sql<boolean>`roles && ${sql.val([...roles])}::text[]`),
      )
      .onConflict((oc) => oc.columns(['staff_id', 'dedupe_key']).doNothing())
      .executeTakeFirst();
    return Number(numInsertedOrUpdatedRows ?? 0);
  },

  /** To one member; false when that member already has a notice of this key. */
  async toMember(executor: Executor, staffId: string, notice: Notice): Promise<boolean> {
    const { numInsertedOrUpdatedRows } = await executor
      .insertInto('staff_notifications')
      .values({ staff_id: staffId, ...values(notice) })
      .onConflict((oc) => oc.columns(['staff_id', 'dedupe_key']).doNothing())
      .executeTakeFirst();
    return Number(numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** One member's notices newest first, before a keyset id (index staff_notifications_member_idx), with their case's number and business. */
  list: (db: Executor, staffId: string, before: string | undefined, limit: number) =>
    db
      .selectFrom('staff_notifications as n')
      .leftJoin('applications as a', 'a.id', 'n.application_id')
      .select(['n.id', 'n.kind', 'n.application_id', 'n.params', 'n.read_at', 'n.created_at', 'a.prolsh', 'a.name'])
      .where('n.staff_id', '=', staffId)
      .$if(before !== undefined, (qb) => qb.where('n.id', '<', before!))
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute(),

  /** How many of one member's notices are unread (index staff_notifications_unread_idx). */
  unread: async (db: Executor, staffId: string) =>
    Number((await db.selectFrom('staff_notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('staff_id', '=', staffId).where('read_at', 'is', null).executeTakeFirst())?.n ?? 0),

  /** Marks one member's notices read: those named, or all; another member's ids are left alone. */
  markRead: (db: Executor, staffId: string, ids: string[] | 'all') =>
    db
      .updateTable('staff_notifications')
      .set({ read_at: sql`now()` })
      .where('staff_id', '=', staffId)
      .where('read_at', 'is', null)
      .$if(ids !== 'all', (qb) => qb.where('id', 'in', ids as string[]))
      .execute(),
};
