import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import type { TrailStep } from './filingRegistry';

type Tx = Transaction<Database>;

/** The registry's filing tables: the acceptance serial, the trail and the progress record (SQL only). */
export function createFilingRepository(db: Db) {
  return {
    /** The next acceptance serial: a database sequence, so every server process draws distinct numbers. */
    nextAcceptanceSerial: async (tx: Tx) => {
      const { rows } = await sql<{ serial: string }>`select nextval('filing_acceptance_seq')::text as serial`.execute(tx);
      return rows[0]!.serial;
    },

    addTrail: (tx: Tx, applicationId: string, processName: string, steps: TrailStep[]) =>
      tx
        .insertInto('application_trail')
        .values(steps.map((step) => ({ application_id: applicationId, process_name: processName, activity_name: step.activity, opinion: step.opinion ?? null, actor_username: step.actor?.username ?? null, actor_role: step.actor?.role ?? null })))
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
        .select(['id', 'process_name', 'activity_name', 'opinion', 'started_at', 'actor_username', 'actor_role'])
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
