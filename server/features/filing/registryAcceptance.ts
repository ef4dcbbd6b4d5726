import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { FilingRegistry } from '../../registry/registry';
import type { FilingTables } from '../../applications/repository';
import type { ApplicationStates } from '../../applications/states';

/**
 * The registry receives a submitted application and filing records what it decided on the
 * application's row (docs/decisions/0077: the registry answers, filing alone writes the table):
 * its acceptance number and time, the submitted state, bookable (kyy 1). Under the application's
 * lock in the caller's transaction (submit's, docs/decisions/0035); undefined, with nothing
 * changed, when there is no such application or its state does not allow submit.
 */
export async function acceptByRegistry(
  trx: FilingTables,
  transaction: Transaction<Database>,
  hall: { registry: Pick<FilingRegistry, 'acceptApplication'>; states: Pick<ApplicationStates, 'citizenMove'> },
  id: string,
) {
  const application = await trx.lockById(id);
  const next = application && hall.states.citizenMove(application.shzt, 'submit');
  if (!application || !next) return undefined;
  const { prolsh, submittedAt } = await hall.registry.acceptApplication(application, transaction);
  // A rejected application may still hold its appointment (docs/decisions/0037): it stays booked.
  const kyy = application.kyy === 2 ? 2 : 1;
  await trx.recordSubmitted(id, { shzt: next.shzt, kyy, prolsh, submitted_at: submittedAt });
  return { prolsh, shzt: next.shzt, kyy };
}
