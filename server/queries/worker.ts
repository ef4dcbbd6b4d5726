import crypto from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { FileStore } from '../files/fileStore';
import type { Registry } from '../registry/registry';
import { createHandlers } from './handlers';
import { createQueueRepository, HEARTBEAT_MS } from './queueRepository';

interface WorkerDeps {
  db: Db;
  files: FileStore;
  logger: Logger;
  registry: Registry;
}

export interface RegistryWorker {
  /** Look for work now (a request was just queued in this process). */
  kick(): void;
  stop(): Promise<void>;
  readonly id: string;
}

const POLL_MS = 500;
const BATCH = 4;

/**
 * Works off queued queries in the background. Every server process runs one; they share the
 * queue in the database and a job is claimed by one of them only (select … for update skip
 * locked). The claim and each finish are single short statements: no transaction stays open
 * while a report is drawn or a file is read.
 */
export function startRegistryWorker(deps: WorkerDeps, options: { pollMs?: number } = {}): RegistryWorker {
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const queue = createQueueRepository(deps.db);
  const handle = createHandlers(deps.registry);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  // Alive before the first claim, then every few seconds: a worker that dies (kill -9, a crash)
  // stops beating, and its jobs are claimed again by the next worker to look (issue 11).
  const beat = () => queue.beat(id).catch((error: unknown) => deps.logger.warn({ err: error }, 'registry worker heartbeat failed'));
  const alive = beat();
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  heartbeat.unref();

  async function drain(): Promise<void> {
    await alive;
    for (;;) {
      const jobs = await queue.claim(id, BATCH);
      if (jobs.length === 0 || stopped) return;
      for (const job of jobs) {
        if (stopped) return;
        try {
          const outcome = await handle(job);
          const mine = await queue.finish(job.id, id, outcome);
          if (!mine && outcome.resultFileId) await deps.files.remove(outcome.resultFileId);
          // A checked upload (licence verification) is not kept once its result is stored.
          if (mine && outcome.resultFileId && job.upload_file_id) {
            await queue.releaseUpload(job.id);
            await deps.files.remove(job.upload_file_id);
          }
        } catch (error) {
          deps.logger.warn({ err: error, job: job.id }, 'registry query failed');
          await queue.finish(job.id, id, { state: 21, result: { error: 'failed' } }).catch(() => undefined);
        }
      }
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        if (!stopped) deps.logger.warn({ err: error }, 'registry queue poll failed');
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
    }, options.pollMs ?? POLL_MS);
    timer.unref();
  };
  schedule();
  // Ready the registry's documents (font, signing key) after the server listens, before the first citizen needs them.
  setTimeout(() => {
    if (!stopped) deps.registry.warmUp().catch((error: unknown) => deps.logger.warn({ err: error }, 'registry warm-up failed'));
  }, 50).unref();

  return {
    id,
    kick: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      clearInterval(heartbeat);
      await running;
      await alive;
      await queue.retire(id).catch(() => undefined);
    },
  };
}

const workers = new WeakMap<Db, RegistryWorker>();

/** Starts this process's worker for a database (startServer) and remembers it so routes can kick it. */
export function startRegistryWorkerFor(deps: WorkerDeps): RegistryWorker {
  const worker = startRegistryWorker(deps);
  workers.set(deps.db, worker);
  return worker;
}

/** Wakes this process's worker after a request was queued (the others find it within a poll). */
export function kickRegistryWorker(db: Db): void {
  workers.get(db)?.kick();
}
