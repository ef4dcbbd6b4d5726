import crypto from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import type { QueryRow } from './queueRepository';
import { createQueueRepository } from './queueRepository';

/*
 * The handlers draw and sign PDFs: pdf-lib, fontkit and node-forge take about 0.4 s to load, so they
 * are loaded after the server listens (a separate chunk of dist-server, scripts/build.mjs), not
 * before — `npm start` answers sooner and the first query still finds them ready.
 */
const loadHandlers = () => import('./handlers');
const loadWarmUp = () => Promise.all([import('../pdf/cjkFont'), import('../signing/registryKey')]);

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
export function startRegistryWorker(deps: { db: Db; files: FileStore; logger: Logger }, options: { pollMs?: number } = {}): RegistryWorker {
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const queue = createQueueRepository(deps.db);
  // Loaded when the first job arrives, not while the server is starting (the warm-up below has
  // usually loaded the PDF modules by then).
  const createHandlersLater = () => loadHandlers().then((module) => module.createHandlers(deps.db, deps.files, queue));
  let handlers: ReturnType<typeof createHandlersLater> | undefined;
  const handle = async (job: QueryRow) => (await (handlers ??= createHandlersLater()))(job);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function drain(): Promise<void> {
    for (;;) {
      const jobs = await queue.claim(id, BATCH);
      if (jobs.length === 0 || stopped) return;
      for (const job of jobs) {
        if (stopped) return;
        try {
          const outcome = await handle(job);
          const mine = await queue.finish(job.id, id, outcome);
          if (!mine && outcome.resultFileId) await deps.files.remove(outcome.resultFileId);
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
  // Ready the font and the signing key before the first citizen needs them.
  setTimeout(() => {
    if (stopped) return;
    loadWarmUp().then(
      ([{ warmCjkFont }, { registryKey }]) => {
        try {
          warmCjkFont();
        } catch (error) {
          deps.logger.warn({ err: error }, 'CJK font could not be loaded');
        }
        registryKey(deps.db).catch(() => undefined);
      },
      (error: unknown) => deps.logger.warn({ err: error }, 'PDF modules could not be loaded'),
    );
  }, 50).unref();

  return {
    id,
    kick: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

const workers = new WeakMap<Db, RegistryWorker>();

/** Starts this process's worker for a database (startServer) and remembers it so routes can kick it. */
export function startRegistryWorkerFor(deps: { db: Db; files: FileStore; logger: Logger }): RegistryWorker {
  const worker = startRegistryWorker(deps);
  workers.set(deps.db, worker);
  return worker;
}

/** Wakes this process's worker after a request was queued (the others find it within a poll). */
export function kickRegistryWorker(db: Db): void {
  workers.get(db)?.kick();
}
