import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What the notices are made of, read from other tables: SQL only (docs/decisions/0091). */
export const notificationSourcesRepository = {
  /** Enabled staff members and their roles, for the digest. */
  members: (db: Db) => db.selectFrom('staff_accounts').select(['id', 'roles']).where('disabled_at', 'is', null).execute(),

  /** Cases in the stages named, not suspended, whose deadline falls before `by` (index review_cases_queue_idx). */
  dueBefore: (db: Db, stages: readonly string[], by: Date) =>
    stages.length === 0
      ? Promise.resolve([])
      : db.selectFrom('review_cases').select(['application_id', 'stage', 'claimed_by']).where('stage', 'in', [...stages]).where('deadline', '<', by).where('suspended_at', 'is', null).execute(),

  /** Dead deliveries of the last `days` days, newest first (index outbox_deliveries_dead_idx). */
  deadSince: (db: Db, since: Date, limit: number) =>
    db
      .selectFrom('outbox_deliveries as d')
      .innerJoin('outbox_events as e', 'e.id', 'd.event_id')
      .select(['d.id', 'd.channel', 'e.kind', 'e.subject_id'])
      .where('d.state', '=', 'dead')
      .where('d.created_at', '>=', since)
      .orderBy('d.created_at', 'desc')
      .limit(limit)
      .execute(),

  /** Deliveries still waiting (pending or sending) that were queued before `before` (index outbox_deliveries_due_idx narrows to unfinished ones). */
  waitingSince: async (db: Db, before: Date) =>
    Number(
      (
        await db
          .selectFrom('outbox_deliveries')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(sql<boolean>`state in ('pending', 'sending')`)
          .where('created_at', '<', before)
          .executeTakeFirst()
      )?.n ?? 0,
    ),
};
