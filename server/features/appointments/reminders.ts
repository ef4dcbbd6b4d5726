import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';
import { bookingEvent } from '../../appointments/bookingEvent';
import { addDays, chinaDate, chinaHour } from '../../appointments/calendarDays';
import { createReminderRepository } from './reminderRepository';

const PASS_EVERY_MS = 60_000;

export interface ReminderPass {
  /** One pass at `at`: from the configured hour, tomorrow's live bookings are queued (once each). */
  runOnce(at?: Date): Promise<number>;
  stop(): void;
  /** For the outbox worker: a reminder goes only while its booking is still live. */
  isLive(orderId: string): Promise<boolean>;
}

/**
 * The day-before reminders (issue 21): every minute, from `hour` China time, each of tomorrow's
 * live bookings gets a reminder event. The event key is the order's, so every pass and every
 * process may try: the first queues it, the rest add nothing. A booking cancelled after its
 * reminder was queued is checked again when the message goes (isLive), so no reminder of a
 * cancelled booking is sent. The clock is injectable for tests, never changed in production.
 */
export function startReminderPass(deps: { db: Db; outbox: Outbox; logger: Logger; hour: number }, now = () => new Date()): ReminderPass {
  const repository = createReminderRepository(deps.db);
  async function runOnce(at = now()): Promise<number> {
    if (chinaHour(at) < deps.hour) return 0;
    const orders = await repository.liveOrdersOn(addDays(chinaDate(at), 1));
    for (const order of orders) await deps.outbox.enqueue(deps.db, bookingEvent('booking.reminder', order));
    if (orders.length) deps.outbox.kick();
    return orders.length;
  }
  const timer = setInterval(() => void runOnce().catch((error: unknown) => deps.logger.warn({ err: error }, 'reminder pass failed')), PASS_EVERY_MS);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer), isLive: repository.isLive };
}
