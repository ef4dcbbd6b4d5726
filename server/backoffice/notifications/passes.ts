import type { Logger } from 'pino';
import type { NotificationJobs } from './service';

const PASS_EVERY_MS = 60_000;

export interface NotificationPasses {
  /** One pass at `at`: the day's digest (from its hour) and the outbox's watch. */
  runOnce(at?: Date): Promise<void>;
  stop(): void;
}

/**
 * The notices no request causes (docs/decisions/0091): every minute, in every process, the day's
 * digest and the outbox's watch. Every process may run them at the same minute: each notice's key
 * keeps one per member. The clock is injectable for tests.
 */
export function startNotificationPasses(jobs: NotificationJobs, logger: Logger, now = () => new Date()): NotificationPasses {
  async function runOnce(at = now()) {
    await jobs.digest(at);
    await jobs.watchOutbox(at);
  }
  const timer = setInterval(() => void runOnce().catch((error: unknown) => logger.warn({ err: error }, 'staff notification pass failed')), PASS_EVERY_MS);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
