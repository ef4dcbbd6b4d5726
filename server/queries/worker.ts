import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { FileStore } from '../files/fileStore';
import type { Registry } from '../registry/registry';
import { createHandlers } from './handlers';
import { startPollingWorker, type PollingWorker } from '../jobs/pollingWorker';
import type { Outbox } from '../outbox/outbox';
import type { Executor } from '../outbox/outboxRepository';
import { hallWord, type ParamValue } from '../outbox/templates';
import { createQueueRepository, type QueryRow } from './queueRepository';
import { QUERY_STATES, type QueryOutcomeState } from '../../engine/queries/queryStates';

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
 * and where it leads; the hall's words in both languages (decision 0065).
 */
// Read at each answer: the words come from the templates of SCHEMAS_DIR (decision 0069).
const found = () => ({ 20: hallWord('result.found'), 21: hallWord('result.notFound') });
const TOLD: Partial<Record<string, { query: () => ParamValue; subject: (job: QueryRow) => string; result: () => Record<QueryOutcomeState, ParamValue>; link: string }>> = {
  zs: { query: () => hallWord('query.zs'), subject: (job) => job.params.qzh ?? '', result: found, link: '/record' },
  dzzz: { query: () => hallWord('query.dzzz'), subject: (job) => job.params.qzh ?? '', result: found, link: '/dzzzrecord' },
  verify: { query: () => hallWord('query.verify'), subject: (job) => job.filename ?? '', result: () => ({ 20: hallWord('result.verified'), 21: hallWord('result.notVerified') }), link: '/dzzzverificationrecord' },
  catchcert: { query: () => hallWord('query.catchcert'), subject: (job) => job.params.xzqmc ?? '', result: found, link: '/querycertrecord' },
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
  async function tellAnswer(trx: Executor, job: QueryRow, state: QueryOutcomeState) {
    const told = TOLD[job.kind];
    if (!told) return;
    await deps.outbox.enqueue(trx, {
      kind: 'query.answered',
      key: `query.answered:${job.id}`,
      openid: job.openid,
      params: { query: told.query(), subject: told.subject(job), result: told.result()[state] },
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
          await queue.finish(job.id, id, { state: QUERY_STATES.notFound, result: { error: 'failed' } }).catch(() => undefined);
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
