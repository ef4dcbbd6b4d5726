import type { StaffJobState, StaffQueryJob } from '../../../engine/contract/staff/records';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import { createQueueRepository, type QueryRow } from '../../queries/queueRepository';
import { kickRegistryWorker } from '../../queries/worker';
import { audit, type AuditActor } from '../shared/audit';

/** A job as the registrar sees it: who asked (ID number masked) and about what. */
const jobView = (job: QueryRow): StaffQueryJob => ({
  id: job.id,
  kind: job.kind,
  state: job.state,
  name: job.params.name,
  cardnum: maskIdNumber(job.params.cardnum),
  subject: job.params.qzh ?? job.filename ?? job.params.xzqmc ?? '',
  attempts: job.attempts,
  lockedBy: job.state === 10 ? (job.locked_by ?? null) : null,
  createdAt: new Date(job.created_at).toISOString(),
  finishedAt: job.finished_at ? new Date(job.finished_at).toISOString() : null,
});

/** The certificate-query job queue as the registrar watches it, and the retry of a failed job (docs/decisions/0097). */
export function createQueryJobsService(db: Db) {
  const queue = createQueueRepository(db);
  return {
    list: async (state: StaffJobState) => (await queue.listByState(state)).map(jobView),

    /** Queued again with its audit entry in one transaction; a job not failed (or retried meanwhile) is refused. */
    async retry(actor: AuditActor, id: string) {
      const retried = await db.transaction().execute(async (trx) => {
        const moved = await queue.retryFailed(trx, id);
        if (moved) await audit.record(trx, actor, { action: 'records.job.retry', target: id });
        return moved;
      });
      // Asked after the transaction: PGlite serves one statement at a time, the open transaction's first.
      if (!retried) refuseStaff((await queue.find(id)) ? 'conflict' : 'notFound', 'staff.records.jobNotFailed');
      kickRegistryWorker(db);
    },
  };
}
