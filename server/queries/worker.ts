import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { FileStore } from '../files/fileStore';
import type { Registry } from '../registry/registry';
import { createHandlers } from './handlers';
import { startPollingWorker, type PollingWorker } from '../jobs/pollingWorker';
import type { Outbox } from '../outbox/outbox';
import type { Executor } from '../outbox/outboxRepository';
import { createQueueRepository, type QueryRow } from './queueRepository';

interface WorkerDeps {
  db: Db;
  files: FileStore;
  logger: Logger;
  registry: Registry;
  outbox: Outbox;
}

/**
 * The queries whose citizen is told the answer (issue 21; the verification and the certificate
 * search since issue 27), with what the message calls them, what it names (the certificate number
 * asked for, the file checked, the region searched), its words for found (20) and not found (21),
 * and where it leads.
 */
const FOUND = { 20: '已查到', 21: '未查到' } as const;
const TOLD: Partial<Record<string, { query: string; subject: (job: QueryRow) => string; result: Record<20 | 21, string>; link: string }>> = {
  zs: { query: '不动产权证书查询', subject: (job) => job.params.qzh ?? '', result: FOUND, link: '/record' },
  dzzz: { query: '电子证照查询', subject: (job) => job.params.qzh ?? '', result: FOUND, link: '/dzzzrecord' },
  verify: { query: '电子证照验证', subject: (job) => job.filename ?? '', result: { 20: '验证通过', 21: '未通过验证' }, link: '/dzzzverificationrecord' },
  catchcert: { query: '产权查询', subject: (job) => job.params.xzqmc ?? '', result: FOUND, link: '/querycertrecord' },
};

export type RegistryWorker = PollingWorker;

const POLL_MS = 500;
const BATCH = 4;

/**
 * Works off queued queries in the background. Every server process runs one; they share the
 * queue in the database and a job is claimed by one of them only (select … for update skip
 * locked). The claim and each finish are single short statements: no transaction stays open
 * while a report is drawn or a file is read.
 */
export function startRegistryWorker(deps: WorkerDeps, options: { pollMs?: number } = {}): RegistryWorker {
  const queue = createQueueRepository(deps.db);
  const handle = createHandlers(deps.registry);

  // The answer's message commits with the answer: a worker that dies before the commit leaves neither.
  async function tellAnswer(trx: Executor, job: QueryRow, state: 20 | 21) {
    const told = TOLD[job.kind];
    if (!told) return;
    await deps.outbox.enqueue(trx, {
      kind: 'query.answered',
      key: `query.answered:${job.id}`,
      openid: job.openid,
      params: { query: told.query, subject: told.subject(job), result: told.result[state] },
      link: told.link,
      subjectId: job.id,
    });
  }

  async function drain(id: string, stopped: () => boolean): Promise<void> {
    for (;;) {
      const jobs = await queue.claim(id, BATCH);
      if (jobs.length === 0 || stopped()) return;
      for (const job of jobs) {
        if (stopped()) return;
        try {
          const outcome = await handle(job);
          const mine = await queue.finish(job.id, id, outcome, (trx) => tellAnswer(trx, job, outcome.state));
          if (mine) deps.outbox.kick();
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

  const worker = startPollingWorker({ name: 'registry worker', db: deps.db, logger: deps.logger, pollMs: options.pollMs ?? POLL_MS, drain });
  // Ready the registry's documents (font, signing key) after the server listens, before the first citizen needs them.
  let stopped = false;
  setTimeout(() => {
    if (!stopped) deps.registry.warmUp().catch((error: unknown) => deps.logger.warn({ err: error }, 'registry warm-up failed'));
  }, 50).unref();
  return {
    ...worker,
    stop() {
      stopped = true;
      return worker.stop();
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
