import { sql, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ApplicationTable, Database } from '../../db/types';

type Tx = Transaction<Database>;

export interface TrailStep {
  activity: string;
  opinion?: string | null;
}

/** The registry's filing tables: acceptance, review and the trail (SQL only). */
export function createFilingRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction().execute(work),

    /** The application, locked until the transaction ends (two clerks or two submits queue). */
    lockApplication: (tx: Tx, id: string) => tx.selectFrom('applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** Which of these ids are records (parties, units, rights) of the application: a comment's record must be one. */
    recordIdsAmong: async (tx: Tx, id: string, ids: readonly string[]) => {
      if (ids.length === 0) return new Set<string>();
      const rows = await tx
        .selectFrom('application_parties')
        .select('id')
        .where('application_id', '=', id)
        .where('id', 'in', ids)
        .union(tx.selectFrom('application_units').select('id').where('application_id', '=', id).where('id', 'in', ids))
        .union(tx.selectFrom('application_rights').select('id').where('application_id', '=', id).where('id', 'in', ids))
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** The next acceptance serial: a database sequence, so every server process draws distinct numbers. */
    nextAcceptanceSerial: async (tx: Tx) => {
      const { rows } = await sql<{ serial: string }>`select nextval('filing_acceptance_seq')::text as serial`.execute(tx);
      return rows[0]!.serial;
    },

    updateApplication: (tx: Tx, id: string, values: Updateable<ApplicationTable>) =>
      tx.updateTable('applications').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    addTrail: (tx: Tx, applicationId: string, processName: string, steps: TrailStep[]) =>
      tx
        .insertInto('application_trail')
        .values(steps.map((step) => ({ application_id: applicationId, process_name: processName, activity_name: step.activity, opinion: step.opinion ?? null })))
        .execute(),

    /**
     * The progress record the progress query (`process`, by acceptance number) reads: the applicant
     * (the query matches their ID number) and the application's latest activity.
     */
    recordProgress: async (tx: Tx, application: { openid: string; name: string; user_name: string }, lsh: string, activity: string) => {
      const applicant = await tx.selectFrom('users').select(['name', 'cardnum']).where('openid', '=', application.openid).executeTakeFirst();
      const row = {
        lsh,
        applicant_cardnum: applicant?.cardnum ?? '',
        name: applicant?.name ?? application.user_name,
        process_name: application.name,
        activity_name: activity,
        act_start: sql<Date>`now()`,
      };
      await tx
        .insertInto('registry_processes')
        .values(row)
        .onConflict((oc) => oc.column('lsh').doUpdateSet({ process_name: row.process_name, activity_name: activity, act_start: row.act_start }))
        .execute();
    },

    /** An application's whole trail with its opinions, oldest first (the back office's case file). */
    trailOf: (applicationId: string) =>
      db
        .selectFrom('application_trail')
        .select(['id', 'process_name', 'activity_name', 'opinion', 'started_at'])
        .where('application_id', '=', applicationId)
        .orderBy('started_at')
        .orderBy('id')
        .execute(),

    /** An application's trail by its acceptance number, oldest first (the progress query's stages). */
    trailByNumber: (lsh: string) =>
      db
        .selectFrom('application_trail as t')
        .innerJoin('applications as a', 'a.id', 't.application_id')
        .select(['t.activity_name', 't.started_at'])
        .where('a.prolsh', '=', lsh)
        .orderBy('t.started_at')
        .orderBy('t.id')
        .execute(),
  };
}

export type FilingRepository = ReturnType<typeof createFilingRepository>;
