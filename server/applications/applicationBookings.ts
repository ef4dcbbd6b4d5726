import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import { statesAllowing } from '../../engine/vocabulary/statesAllowing';
import type { Db } from '../db/database';
import { createFilingRepository, type FilingRepository } from './repository';
import type { SchemaService } from '../schemas/service';

/**
 * What appointments ask of filing, which owns the applications table (docs/decisions/0047): the
 * applications with a number they read, and an application's booking state (kyy: 0 not bookable,
 * 1 bookable, 2 booked), changed here inside the appointment's own transaction, so the application's row lock orders a booking against a revoke.
 * Only an application in a state the vocabulary lets 'book' is booked, and a cancelled appointment
 * leaves one in any other state (a rejected one) unbookable (docs/decisions/0037, 0044).
 */
export function createApplicationBookings(repository: FilingRepository, schemas: Pick<SchemaService, 'vocabulary'>) {
  const bookable = () => statesAllowing(schemas.vocabulary(), 'book');
  return {
    /** The owner's bookable application becomes booked; false when it is not bookable (or not theirs). */
    markBooked: (trx: Transaction<Database>, prolsh: string, openid: string) => repository.within(trx).markBooked(prolsh, openid, bookable()),
    /** Its appointment was cancelled: bookable again while awaiting review or approved. */
    release: async (trx: Transaction<Database>, prolsh: string) => {
      await repository.within(trx).releaseBooking(prolsh, bookable());
    },
    /** The application behind an application number, whoever owns it. */
    byNumber: (prolsh: string) => repository.findByNumber(prolsh),
    /** The owner's applications that have an application number, newest first. */
    numberedOf: (openid: string) => repository.listNumbered(openid),
    /** The emulated registry's acceptance of an application filed elsewhere (the clerk's call). */
    recordAccepted: (row: Parameters<FilingRepository['recordAccepted']>[0]) => repository.recordAccepted(row, schemas.vocabulary().changes.submit),
  };
}

export type ApplicationBookings = ReturnType<typeof createApplicationBookings>;

export const applicationBookingsFor = (db: Db, schemas: Pick<SchemaService, 'vocabulary'>): ApplicationBookings => createApplicationBookings(createFilingRepository(db), schemas);
