import type { Transaction } from 'kysely';
import type { CheckOutcome } from '../../../engine/checks/types';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';

/** The checks as acceptance judged them (docs/decisions/0074), one row per application: SQL only. */
export const frozenChecksRepository = {
  find: (db: Db, applicationId: string) => db.selectFrom('frozen_checks').select(['judged_at', 'checks']).where('application_id', '=', applicationId).executeTakeFirst(),

  /** Kept in the accepting transaction; a later acceptance replaces them. */
  async save(tx: Transaction<Database>, applicationId: string, judged: CheckOutcome[]): Promise<void> {
    const row = { application_id: applicationId, checks: JSON.stringify(judged), judged_at: new Date() };
    await tx
      .insertInto('frozen_checks')
      .values(row)
      .onConflict((oc) => oc.column('application_id').doUpdateSet({ checks: row.checks, judged_at: row.judged_at }))
      .execute();
  },
};
