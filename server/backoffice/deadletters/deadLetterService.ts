import { maskPhone } from '../../../engine/masking/maskPhone';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import type { Outbox } from '../../outbox/outbox';
import type { OutboxRepository } from '../../outbox/outboxRepository';
import { audit, type AuditActor } from '../shared/audit';
import type { UserDirectory } from '../../users/userDirectory';

/**
 * The system admin's dead letters (issue 21, docs/decisions/0049 and 0056): deliveries that gave
 * up, with whom they were for (name, phone masked), and sending one again, audited in the same
 * transaction as the change. The delivery keeps its idempotency key, so a message that did reach
 * the channel after all is still not sent twice.
 */
export function createDeadLetterService(deps: { db: Db; repository: OutboxRepository; users: UserDirectory; outbox: Outbox }) {
  return {
    async list(page: number, rows: number) {
      const dead = await deps.repository.dead((page - 1) * rows, rows);
      return Promise.all(
        dead.map(async ({ id, openid, ...row }) => {
          const user = await deps.users.find(openid);
          // A bigserial: a string from PostgreSQL, a number from PGlite; the answer is always a string.
          return { id: String(id), ...row, recipient: { name: user?.name ?? '', phone: maskPhone(user?.phone) } };
        }),
      );
    },

    /** Refused when there is no such dead delivery (unknown, or already sent again). */
    async retry(actor: AuditActor, id: string): Promise<void> {
      const revived = await deps.db.transaction().execute(async (trx) => {
        const before = await deps.repository.revive(trx, id);
        if (before) {
          await audit.record(trx, actor, {
            action: 'outbox.retry',
            target: id,
            before: { state: 'dead', channel: before.channel, attempts: before.attempts, lastError: before.last_error },
            after: { state: 'pending' },
          });
        }
        return Boolean(before);
      });
      if (!revived) refuseStaff('notFound', 'staff.outbox.deliveryUnknown');
      deps.outbox.kick();
    },
  };
}
