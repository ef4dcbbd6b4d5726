import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { EDITABLE_SHZT } from '../../registry/registry';
import type { Db } from '../../db/database';
import { createFilingRepository, type FilingRepository } from './repository';
import { AWAITING_REVIEW } from './states';

/**
 * What appointments ask of filing, which owns the applications table (docs/decisions/0047): an
 * application's booking state (kyy: 0 not bookable, 1 bookable, 2 booked) changes here, inside the
 * appointment's own transaction, so the application's row lock orders a booking against a revoke.
 * Only an application the citizen can no longer edit (awaiting review or approved) is booked, and
 * a cancelled appointment leaves a rejected one unbookable (docs/decisions/0037).
 */
export function createApplicationBookings(repository: FilingRepository) {
  return {
    /** The owner's bookable application becomes booked; false when it is not bookable (or not theirs). */
    markBooked: (trx: Transaction<Database>, prolsh: string, openid: string) => repository.within(trx).markBooked(prolsh, openid, EDITABLE_SHZT),
    /** Its appointment was cancelled: bookable again while awaiting review or approved. */
    release: async (trx: Transaction<Database>, prolsh: string) => {
      await repository.within(trx).releaseBooking(prolsh, EDITABLE_SHZT);
    },
    /** The emulated registry's acceptance of an application filed elsewhere (the clerk's call). */
    recordAccepted: (row: Parameters<FilingRepository['recordAccepted']>[0]) => repository.recordAccepted(row, AWAITING_REVIEW),
  };
}

export type ApplicationBookings = ReturnType<typeof createApplicationBookings>;

export const applicationBookingsFor = (db: Db): ApplicationBookings => createApplicationBookings(createFilingRepository(db));
