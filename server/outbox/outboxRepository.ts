import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';
import { holderIsDead } from '../jobs/workerHeartbeats';
import type { EventParams } from './templates';

export type Executor = Db | Transaction<Database>;
export type Channel = 'sms' | 'wechat';

export interface DeliveryJob {
  id: string;
  channel: Channel;
  idempotency_key: string;
  attempts: number;
  event_id: string;
  kind: string;
  openid: string;
  params: EventParams;
  link: string;
  subject_id: string | null;
  /** Where the SMS goes when not to the citizen's own phone. */
  phone: string | null;
}

/** A claimed delivery not finished this long after its claim is claimed again (its worker hangs). */
export const LEASE_MS = 2 * 60_000;

const parse = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** The outbox's tables (outbox_events, outbox_deliveries, message_consents): SQL only. */
export function createOutboxRepository(db: Db) {
  return {
    /** The event, once per key: undefined when an event of that key was queued before. */
    insertEvent: (executor: Executor, event: { event_key: string; kind: string; openid: string; params: EventParams; link: string; subject_id: string | null; phone: string | null }) =>
      executor
        .insertInto('outbox_events')
        .values({ ...event, params: JSON.stringify(event.params) })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst(),

    insertDeliveries: (executor: Executor, eventId: string, channels: Channel[]) =>
      executor
        .insertInto('outbox_deliveries')
        .values(channels.map((channel) => ({ event_id: eventId, channel, idempotency_key: `${eventId}:${channel}` })))
        .execute(),

    hasConsent: async (executor: Executor, openid: string, templateId: string) =>
      Boolean(await executor.selectFrom('message_consents').select('openid').where('openid', '=', openid).where('template_id', '=', templateId).executeTakeFirst()),

    grantConsents: (openid: string, templateIds: readonly string[]) =>
      db
        .insertInto('message_consents')
        .values(templateIds.map((template_id) => ({ openid, template_id })))
        .onConflict((oc) => oc.columns(['openid', 'template_id']).doNothing())
        .execute(),
    withdrawConsents: (openid: string) => db.deleteFrom('message_consents').where('openid', '=', openid).execute(),
    consents: (openid: string) => db.selectFrom('message_consents').select('template_id').where('openid', '=', openid).execute(),

    /**
     * Claims up to `limit` due deliveries for one worker: pending ones whose time has come, and
     * ones whose holder died (no heartbeat) or whose lease ran out. One short statement that
     * skips rows another process holds, so two workers never claim the same delivery.
     */
    async claim(workerId: string, limit: number): Promise<DeliveryJob[]> {
      const leaseBefore = new Date(Date.now() - LEASE_MS);
      const { rows } = await sql<DeliveryJob>`
        with claimed as (
          update outbox_deliveries set state = 'sending', locked_by = ${workerId}, locked_at = now(), attempts = attempts + 1
          where id in (
            select id from outbox_deliveries
            where (state = 'pending' and next_attempt_at <= now())
               or (state = 'sending' and (locked_at < ${leaseBefore} or ${holderIsDead('outbox_deliveries.locked_by')}))
            order by next_attempt_at
            limit ${limit}
            for update skip locked
          )
          returning id, channel, idempotency_key, attempts, event_id
        )
        select c.id::text as id, c.channel, c.idempotency_key, c.attempts, c.event_id, e.kind, e.openid, e.params, e.link, e.subject_id, e.phone
        from claimed c join outbox_events e on e.id = c.event_id`.execute(db);
      return rows.map((row) => ({ ...row, params: parse<EventParams>(row.params) }));
    },

    /** Ends this worker's deliveries in one state (sent, skipped, dead); those no longer its own are left alone. */
    finish: (ids: string[], workerId: string, state: 'sent' | 'skipped' | 'dead', error: string | null = null) =>
      ids.length === 0
        ? Promise.resolve()
        : db
            .updateTable('outbox_deliveries')
            .set({ state, locked_by: null, last_error: error, sent_at: state === 'sent' ? sql`now()` : null })
            .where('id', 'in', ids)
            .where('state', '=', 'sending')
            .where('locked_by', '=', workerId)
            .execute(),

    /** A failed attempt: try again at `at`. */
    retryAt: (id: string, workerId: string, at: Date, error: string) =>
      db
        .updateTable('outbox_deliveries')
        .set({ state: 'pending', locked_by: null, next_attempt_at: at, last_error: error })
        .where('id', '=', id)
        .where('state', '=', 'sending')
        .where('locked_by', '=', workerId)
        .execute(),

    /** What was sent to one citizen, newest first (index outbox_events_openid_idx). */
    sentTo: (openid: string, limit: number) =>
      db
        .selectFrom('outbox_events as e')
        .select(['e.id', 'e.kind', 'e.params', 'e.link', 'e.created_at'])
        .where('e.openid', '=', openid)
        .where((eb) => eb.exists(eb.selectFrom('outbox_deliveries as d').select('d.id').whereRef('d.event_id', '=', 'e.id').where('d.state', '=', 'sent')))
        .orderBy('e.created_at', 'desc')
        .limit(limit)
        .execute(),

    /** The dead-letter list an administrator reviews (index outbox_deliveries_dead_idx). */
    dead: (offset: number, limit: number) =>
      db
        .selectFrom('outbox_deliveries as d')
        .innerJoin('outbox_events as e', 'e.id', 'd.event_id')
        .select(['d.id', 'd.channel', 'd.attempts', 'd.last_error', 'd.created_at', 'e.kind', 'e.openid', 'e.link'])
        .where('d.state', '=', 'dead')
        .orderBy('d.created_at', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    /**
     * An administrator sends a dead delivery again (same key: the channel still sends it once), in
     * the caller's transaction (with its audit entry): the delivery as it was, undefined when it is
     * not dead (unknown, or revived by another at the same moment: the row lock orders them).
     */
    revive: async (executor: Executor, id: string) => {
      const dead = await executor.selectFrom('outbox_deliveries').select(['id', 'channel', 'attempts', 'last_error']).where('id', '=', id).where('state', '=', 'dead').forUpdate().executeTakeFirst();
      if (dead) await executor.updateTable('outbox_deliveries').set({ state: 'pending', attempts: 0, next_attempt_at: sql`now()` }).where('id', '=', id).execute();
      return dead;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
