import crypto from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { createWorkerHeartbeats, HEARTBEAT_MS } from './workerHeartbeats';

export interface PollingWorker {
  /** Look for work now (a job was just queued in this process). */
  kick(): void;
  stop(): Promise<void>;
  readonly id: string;
}

export interface PollingWork {
  /** What the log calls this worker. */
  name: string;
  db: Db;
  logger: Logger;
  pollMs: number;
  /**
   * Works off what is due, claiming jobs under this worker's id, until nothing is left or
   * `stopped()` says so. Runs once at a time per worker.
   */
  drain(workerId: string, stopped: () => boolean): Promise<void>;
}

/**
 * The background loop the job tables share (the query queue, the outbox): a heartbeat before the
 * first claim and every few seconds, so a worker that dies (kill -9) has its jobs claimed again by
 * the next one to look; a poll every `pollMs`; `kick` to look at once; `stop` that waits for the
 * running pass and removes the heartbeat.
 */
export function startPollingWorker(work: PollingWork): PollingWorker {
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const heartbeats = createWorkerHeartbeats(work.db);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const beat = () => heartbeats.beat(id).catch((error: unknown) => work.logger.warn({ err: error }, `${work.name} heartbeat failed`));
  const alive = beat();
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  heartbeat.unref();

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = alive
      .then(() => work.drain(id, () => stopped))
      .catch((error: unknown) => {
        if (!stopped) work.logger.warn({ err: error }, `${work.name} poll failed`);
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      run();
      schedule();
    }, work.pollMs);
    timer.unref();
  };
  schedule();

  return {
    id,
    kick: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      clearInterval(heartbeat);
      await running;
      await alive;
      await heartbeats.retire(id).catch(() => undefined);
    },
  };
}
