import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { startPollingWorker, type PollingWorker } from '../jobs/pollingWorker';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import { Undeliverable, type ChannelSend } from './channels';
import { createOutboxRepository, type Channel, type DeliveryJob } from './outboxRepository';
import type { EventKind } from './templates';

/** Asked again when a delivery goes: false when the event no longer holds (a cancelled booking's reminder). */
export type StillDue = (job: DeliveryJob) => Promise<boolean>;

interface DeliveryDeps {
  db: Db;
  logger: Logger;
  channels: Record<Channel, ChannelSend>;
  stillDue?: Partial<Record<EventKind, StillDue>>;
}

const POLL_MS = 500;
/** Deliveries claimed at once; they are sent side by side and finished in one statement per outcome. */
const BATCH = 64;

/**
 * Delivers the outbox. Every server process runs one; they share the deliveries through the
 * claim (skip locked, a lease, heartbeats: the query queue's loop, server/jobs). A worker killed
 * mid-delivery leaves its deliveries `sending`; the next worker claims them again and sends with
 * the same idempotency key, so the channel keeps one message. Failures wait with backoff and end
 * `dead` after MAX_ATTEMPTS, for an administrator to see.
 */
export function startDeliveryWorker(deps: DeliveryDeps, options: { pollMs?: number; batch?: number } = {}): PollingWorker {
  const repository = createOutboxRepository(deps.db);

  async function deliver(job: DeliveryJob): Promise<{ state: 'sent' | 'skipped' | 'dead' | 'retry'; error?: string }> {
    try {
      const check = deps.stillDue?.[job.kind as EventKind];
      if (check && !(await check(job))) return { state: 'skipped', error: 'no longer due' };
      await deps.channels[job.channel](job);
      return { state: 'sent' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof Undeliverable) return { state: error.permanent, error: message };
      return { state: job.attempts >= MAX_ATTEMPTS ? 'dead' : 'retry', error: message };
    }
  }

  async function drain(workerId: string, stopped: () => boolean): Promise<void> {
    for (;;) {
      if (stopped()) return;
      const jobs = await repository.claim(workerId, options.batch ?? BATCH);
      if (jobs.length === 0) return;
      const outcomes = await Promise.all(jobs.map(async (job) => ({ job, ...(await deliver(job)) })));
      const ids = (state: string) => outcomes.filter((o) => o.state === state).map((o) => o.job.id);
      await repository.finish(ids('sent'), workerId, 'sent');
      await repository.finish(ids('skipped'), workerId, 'skipped', 'no longer due or no phone number');
      for (const outcome of outcomes) {
        if (outcome.state === 'dead') {
          deps.logger.warn({ delivery: outcome.job.id, channel: outcome.job.channel, err: outcome.error }, 'outbox delivery dead');
          await repository.finish([outcome.job.id], workerId, 'dead', outcome.error ?? null);
        } else if (outcome.state === 'retry') {
          await repository.retryAt(outcome.job.id, workerId, new Date(Date.now() + retryDelayMs(outcome.job.attempts)), outcome.error ?? '');
        }
      }
    }
  }

  return startPollingWorker({ name: 'outbox worker', db: deps.db, logger: deps.logger, pollMs: options.pollMs ?? POLL_MS, drain });
}
