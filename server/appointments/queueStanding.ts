import type { Db } from '../db/database';
import { counterRepository } from './counterRepository';

/** Where a citizen's booking of today stands in its centre's queue (issue 32): the number served, theirs, and how many wait before them. */
export interface QueueStanding {
  serving: number | null;
  yourNumber: number | null;
  ahead: number;
}

/**
 * The standings of a citizen's live bookings of today, by order id (the queue of each centre read
 * once): before check-in everyone waiting is ahead; after it, those waiting with a lower number;
 * once served or skipped, none.
 */
export async function queueStandings(db: Db, orders: ReadonlyArray<{ id: string; areaId: string; calendar: string; status: string }>, today: string) {
  const live = orders.filter((order) => order.status === 'booked' && order.calendar === today);
  const areas = [...new Set(live.map((order) => order.areaId))];
  const queues = new Map((await counterRepository.queuesOf(db, areas.map((areaId) => ({ areaId, day: today })))).map((queue) => [queue.areaId, queue.rows]));
  const standings = new Map<string, QueueStanding>();
  for (const order of live) {
    const rows = queues.get(order.areaId) ?? [];
    const serving = rows.find((row) => row.queue_state === 'serving')?.queue_no ?? null;
    const mine = rows.find((row) => row.id === order.id);
    // Served, or skipped when called: out of the queue.
    if (mine && mine.queue_state !== 'waiting' && mine.queue_state !== 'serving') continue;
    const waiting = rows.filter((row) => row.queue_state === 'waiting');
    const ahead = mine ? waiting.filter((row) => row.queue_no! < mine.queue_no!).length : waiting.length;
    standings.set(order.id, { serving, yourNumber: mine?.queue_no ?? null, ahead });
  }
  return standings;
}
