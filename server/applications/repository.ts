import crypto from 'node:crypto';
import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database';
import type { ApplicationTable, ConfigReview, Database } from '../db/types';

export type ApplicationRow = Selectable<ApplicationTable>;
export type RecordTable = 'application_parties' | 'application_units' | 'application_rights';

/** A stored sub-form answer: the engine's data with the form and schema version it was checked against. */
export interface StoredRecord {
  id: string;
  form_id: string;
  schema_version: number;
  data: Record<string, unknown>;
}

/**
 * An application with everything under it, in the order it was added, in ONE query (PGlite runs
 * queries one at a time; indexes *_application_idx): the owner's (openid given) or, for the back
 * office, whoever's.
 */
async function withRecords(executor: Db, id: string, openid: string | undefined) {
  let query = executor
    .selectFrom('applications')
    .selectAll('applications')
    .select((eb) => [
      jsonArrayFrom(
        eb.selectFrom('application_parties as p').select(['p.id', 'p.form_id', 'p.schema_version', 'p.data', 'p.sqr_lx']).whereRef('p.application_id', '=', 'applications.id').orderBy('p.seq'),
      ).as('parties'),
      jsonArrayFrom(
        eb.selectFrom('application_units as u').select(['u.id', 'u.form_id', 'u.schema_version', 'u.data']).whereRef('u.application_id', '=', 'applications.id').orderBy('u.seq'),
      ).as('units'),
      jsonArrayFrom(
        eb.selectFrom('application_rights as r').select(['r.id', 'r.form_id', 'r.schema_version', 'r.data', 'r.savetype']).whereRef('r.application_id', '=', 'applications.id').orderBy('r.created_at'),
      ).as('rights'),
    ])
    .where('applications.id', '=', id);
  if (openid !== undefined) query = query.where('applications.openid', '=', openid);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { parties, units, rights, ...app } = row;
  return { app, records: { parties, units, rights } };
}

/** What appointments read of an application with a number. */
const NUMBERED = ['id', 'openid', 'name', 'prolsh', 'kyy', 'shzt', 'djlx', 'xzqdm', 'areaname', 'created_at', 'submitted_at'] as const;

/**
 * SQL of the application core. Every read and change of an application names its owner, so an
 * id of someone else's finds nothing; changes run under the application row's lock.
 */
export function createFilingRepository(db: Db) {
  const tables = (executor: Db) => ({
    /** The owner's application, locked until the transaction ends (saves, submit, revoke, delete). */
    lockOwned: (id: string, openid: string) =>
      executor.selectFrom('applications').selectAll().where('id', '=', id).where('openid', '=', openid).forUpdate().executeTakeFirst(),

    setState: (id: string, changes: Partial<Pick<ApplicationRow, 'shzt' | 'kyy' | 'czfs' | 'submitted_at' | 'config_version'>> & { config_review?: ConfigReview[] }) =>
      executor
        .updateTable('applications')
        .set({ ...changes, config_review: changes.config_review && JSON.stringify(changes.config_review), updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /**
     * A back-office outcome on the citizen's application (decision 0050): its state, and when it goes
     * back to the citizen its booking state and the review's opinions. The back office calls this
     * through applicationOutcomes.ts, never the table itself.
     */
    recordReviewOutcome: (id: string, values: Pick<ApplicationRow, 'shzt' | 'kyy' | 'sh_xmsl_yj' | 'sh_qjdc_yj'> | Pick<ApplicationRow, 'shzt'>) =>
      executor
        .updateTable('applications')
        .set({ ...values, reviewed_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /**
     * What the registry decided on receiving the application (its acceptance number and time), with
     * the state and booking state filing gives a submitted one; the review's last opinions go
     * (docs/decisions/0077: filing alone writes this table, the registry answers).
     */
    recordSubmitted: (id: string, values: Pick<ApplicationRow, 'shzt' | 'kyy'> & { prolsh: string; submitted_at: Date }) =>
      executor
        .updateTable('applications')
        .set({ ...values, updated_at: values.submitted_at, sh_xmsl_yj: null, sh_qjdc_yj: null })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Which of these ids are records (parties, units, rights) of the application: a review comment's record must be one. */
    recordIdsAmong: async (id: string, ids: readonly string[]) => {
      if (ids.length === 0) return new Set<string>();
      const rows = await executor
        .selectFrom('application_parties')
        .select('id')
        .where('application_id', '=', id)
        .where('id', 'in', ids)
        .union(executor.selectFrom('application_units').select('id').where('application_id', '=', id).where('id', 'in', ids))
        .union(executor.selectFrom('application_rights').select('id').where('application_id', '=', id).where('id', 'in', ids))
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** The owner's application with everything under it (getApply, check and submit, a draft's migration under its lock). */
    findOwnedWithRecords: (id: string, openid: string) => withRecords(executor, id, openid),
    /** Any citizen's application with everything under it: the back office's reads only (its case file and pre-acceptance checks, decisions 0051 and 0052). */
    findWithRecords: (id: string) => withRecords(executor, id, undefined),

    /** The application, locked until the transaction ends, whoever acts on it (a party's confirmation, the registry's acceptance, a back-office outcome or claim). */
    lockById: (id: string) => executor.selectFrom('applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** The file ids of an application's pictures, in a stable order (what a party's confirmation covers). */
    materialFileIds: async (applicationId: string) =>
      (await executor.selectFrom('application_materials').select('file_id').where('application_id', '=', applicationId).orderBy('file_id').execute()).map((row) => row.file_id),

    /**
     * Books the owner's bookable application (kyy 1 to 2) when its state is one of `bookable` (the
     * vocabulary's states allowing 'book'): a conditional UPDATE, so its row stays locked to the end
     * of the caller's transaction and a second booking or a revoke waits, then finds it taken.
     * False when it was not bookable.
     */
    markBooked: async (prolsh: string, openid: string, bookable: readonly number[]) => {
      if (!bookable.length) return false;
      const marked = await executor
        .updateTable('applications')
        .set({ kyy: 2, updated_at: sql`now()` })
        .where('prolsh', '=', prolsh)
        .where('openid', '=', openid)
        .where('kyy', '=', 1)
        .where('shzt', 'in', [...bookable])
        .executeTakeFirst();
      return Number(marked.numUpdatedRows) === 1;
    },

    /** A booked application's appointment is gone: bookable again (kyy 1) when its state is one of `bookable`, else not (kyy 0). */
    releaseBooking: (prolsh: string, bookable: readonly number[]) =>
      executor
        .updateTable('applications')
        .set({ kyy: bookable.length ? sql`case when shzt in (${sql.join([...bookable])}) then 1 else 0 end` : 0, updated_at: sql`now()` })
        .where('prolsh', '=', prolsh)
        .where('kyy', '=', 2)
        .execute(),

    /** A party of this application (undefined when it is not under it). */
    findParty: (applicationId: string, id: string) =>
      executor
        .selectFrom('application_parties')
        .select(['id', 'form_id', 'schema_version', 'data', 'sqr_lx'])
        .where('id', '=', id)
        .where('application_id', '=', applicationId)
        .executeTakeFirst(),

    /** The data of every party of this application (read under its lock: what a new party must agree with). */
    partiesOf: (applicationId: string) => executor.selectFrom('application_parties').select(['id', 'data']).where('application_id', '=', applicationId).orderBy('seq').execute(),

    /** A unit of this application (undefined when it is not under it). */
    findUnit: (applicationId: string, id: string) =>
      executor.selectFrom('application_units').select(['id', 'form_id', 'schema_version', 'data']).where('id', '=', id).where('application_id', '=', applicationId).executeTakeFirst(),

    deleteApplication: (id: string) => executor.deleteFrom('applications').where('id', '=', id).execute(),

    /** The citizen has been through these records again: the last migration's review of them is done. */
    dropReview: (id: string, recordIds: string[]) =>
      executor
        .updateTable('applications')
        .set({ config_review: sql`coalesce((select jsonb_agg(entry) from jsonb_array_elements(config_review) entry where not (entry->>'id' = any(${recordIds}))), '[]'::jsonb)` })
        .where('id', '=', id)
        .execute(),

    /** Marks the application changed (a sub-record was saved or removed). */
    touch: (id: string) => executor.updateTable('applications').set({ updated_at: sql`now()` }).where('id', '=', id).execute(),

    // Their seq (an identity column) keeps the order they were added in, also for several saved at once.
    insertParty: (row: StoredRecord & { application_id: string; sqr_lx: string }) =>
      executor.insertInto('application_parties').values({ ...row, data: JSON.stringify(row.data) }).execute(),

    insertUnit: (row: StoredRecord & { application_id: string }) =>
      executor.insertInto('application_units').values({ ...row, data: JSON.stringify(row.data) }).execute(),

    /** Changes a record of this application; false when it is not under it. */
    async updateRecord(table: RecordTable, applicationId: string, row: StoredRecord): Promise<boolean> {
      const result = await executor
        .updateTable(table)
        .set({ form_id: row.form_id, schema_version: row.schema_version, data: JSON.stringify(row.data), updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('application_id', '=', applicationId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** One rights record per form: saving again replaces it and keeps its id. */
    upsertRights: (row: StoredRecord & { application_id: string; savetype: string }) =>
      executor
        .insertInto('application_rights')
        .values({ ...row, data: JSON.stringify(row.data) })
        .onConflict((oc) =>
          oc.constraint('application_rights_one_per_kind').doUpdateSet({
            savetype: row.savetype,
            schema_version: row.schema_version,
            data: JSON.stringify(row.data),
            updated_at: sql`now()`,
          }),
        )
        .returning(['id'])
        .executeTakeFirstOrThrow(),

    /** Deletes a record under this application; false when there is none. */
    async deleteRecord(table: RecordTable, applicationId: string, id: string): Promise<boolean> {
      const result = await executor.deleteFrom(table).where('id', '=', id).where('application_id', '=', applicationId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Serialises the creation of this owner's drafts until the transaction ends: two taps on 我要申请
     * at once must both find, or both not find, the untouched draft, and only one may insert it.
     */
    lockOwnersDrafts: (openid: string) => sql`select pg_advisory_xact_lock(hashtext(${'filing-draft:' + openid}))`.execute(executor),

    /** The owner's newest draft (`key.shzt`, the state applications start in) of this business, mode and place that nothing was saved or uploaded into yet. */
    findUntouchedDraft: (key: Pick<ApplicationRow, 'openid' | 'prodefid' | 'appointment' | 'xzqdm' | 'shzt'>) =>
      executor
        .selectFrom('applications as a')
        .selectAll('a')
        .where('a.openid', '=', key.openid)
        .where('a.prodefid', '=', key.prodefid)
        .where('a.appointment', '=', key.appointment)
        .where('a.xzqdm', '=', key.xzqdm)
        .where('a.shzt', '=', key.shzt)
        .where('a.czfs', 'is', null)
        .where('a.prolsh', 'is', null)
        .where((eb) =>
          eb.not(
            eb.or(
              (['application_parties', 'application_units', 'application_rights', 'application_materials'] as const).map((table) =>
                eb.exists(eb.selectFrom(table).select(sql`1`.as('one')).whereRef(`${table}.application_id`, '=', 'a.id')),
              ),
            ),
          ),
        )
        .orderBy('a.created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    insertApplication: (row: Insertable<ApplicationTable>) => executor.insertInto('applications').values(row).returningAll().executeTakeFirstOrThrow(),

    deleteRights: (applicationId: string, savetype: string | undefined) => {
      let query = executor.deleteFrom('application_rights').where('application_id', '=', applicationId);
      if (savetype) query = query.where('savetype', '=', savetype);
      return query.execute();
    },
  });

  return {
    ...tables(db),
    /**
     * Runs work in one transaction with the same functions bound to it; the transaction itself
     * goes along for what must commit with it (the registry's acceptance of a submit, the
     * appointment a revoke cancels).
     */
    transaction: <T>(work: (trx: ReturnType<typeof tables>, transaction: Transaction<Database>) => Promise<T>) =>
      db.transaction().execute((trx) => work(tables(trx), trx)),
    /** The same functions inside another feature's transaction (an appointment's booking). */
    within: (trx: Transaction<Database>) => tables(trx),

    /**
     * The emulated registry accepts an application filed elsewhere: it gets its number and its
     * booking state. Accepting a known number again (a revoked application filed again) puts it
     * back under review.
     */
    recordAccepted: (row: { openid: string; prolsh: string; name: string; djlx: string; qllx: string; xzqdm: string; kyy: number }, awaitingReview: number) =>
      db
        .insertInto('applications')
        .values({ ...row, id: crypto.randomUUID(), prodefid: 'registry', shzt: awaitingReview, submitted_at: sql`now()` })
        .onConflict((oc) => oc.column('prolsh').doUpdateSet({ kyy: row.kyy, shzt: awaitingReview, updated_at: sql`now()` }))
        .returning(['id', 'prolsh', 'kyy'])
        .executeTakeFirstOrThrow(),

    /** The application behind an application number, whoever owns it (an appointment's booking). */
    findByNumber: (prolsh: string) => db.selectFrom('applications').select(NUMBERED).where('prolsh', '=', prolsh).executeTakeFirst(),

    /** The owner's applications that have an application number, newest first (index applications_owner_idx): what may be booked. */
    listNumbered: (openid: string) => db.selectFrom('applications').select(NUMBERED).where('openid', '=', openid).where('prolsh', 'is not', null).orderBy('created_at', 'desc').execute(),

    findOwned: (id: string, openid: string) => db.selectFrom('applications').selectAll().where('id', '=', id).where('openid', '=', openid).executeTakeFirst(),

    /**
     * The owner's applications in the given states (index applications_owner_shzt_idx), newest
     * first by the time each card shows (issue 27): its creation in the `createdStates` (a draft),
     * else its submission.
     */
    listByOwner: (openid: string, filter: ListFilter, offset: number, limit: number, createdStates: readonly number[]) =>
      filtered(db, openid, filter)
        .selectAll()
        .select(sql<string>`count(*) over ()`.as('total'))
        .orderBy(
          createdStates.length > 0
            ? sql`case when shzt in (${sql.join(createdStates)}) then created_at else coalesce(submitted_at, created_at) end`
            : sql`coalesce(submitted_at, created_at)`,
          'desc',
        )
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    countByOwner: async (openid: string, filter: ListFilter) =>
      Number((await filtered(db, openid, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),

    /**
     * Applications naming an institution (a party whose credit code, sqr_zjh, is `creditCode`:
     * index application_parties_sqr_zjh_idx) that are in one of `shown.states` or among `shown.ids`,
     * newest first, with the total (the partner's list, docs/decisions/0056).
     */
    listNaming: (creditCode: string, shown: PartnerShown, offset: number, limit: number) =>
      naming(db, creditCode, shown)
        .select(['a.id', 'a.name', 'a.prolsh', 'a.shzt', 'a.areaname', 'a.user_name', 'a.created_at', 'a.submitted_at', sql<string>`count(*) over ()`.as('total')])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    /** One such application (with its owner, to read it whole by findOwnedWithRecords); undefined when it does not name the institution. */
    findNaming: (id: string, creditCode: string, shown: PartnerShown) => naming(db, creditCode, shown).select(['a.id', 'a.openid']).where('a.id', '=', id).executeTakeFirst(),
  };
}

/**
 * The applications naming an institution, found from its parties (the expression index) and then
 * by primary key: `= any(array(...))` keeps the planner from scanning every application for a hash
 * join, so the list costs what the institution's own applications cost (PostgreSQL, 100,000
 * applications: 18 ms rather than 41 ms, and not growing with the table; docs/decisions/0056).
 * The code is matched as the institution's (upper case) and all in lower case, as a citizen may
 * have typed it: both are lookups in the index.
 */
function naming(db: Db, creditCode: string, shown: PartnerShown) {
  const parties = db
    .selectFrom('application_parties as p')
    .select('p.application_id')
    .where(sql<string>`p.data->>'sqr_zjh'`, 'in', [...new Set([creditCode, creditCode.toLowerCase()])]);
  return db
    .selectFrom('applications as a')
    .where(sql<boolean>`a.id = any(array(${parties}))`)
    .where((eb) => {
      const either = [];
      if (shown.states.length) either.push(eb('a.shzt', 'in', [...shown.states]));
      if (shown.ids.length) either.push(eb('a.id', 'in', [...shown.ids]));
      return either.length ? eb.or(either) : sql<boolean>`false`;
    });
}

/** Which of the applications naming an institution it may read: those in these states, and these (drafts it was asked to confirm). */
export interface PartnerShown {
  states: readonly number[];
  ids: readonly string[];
}

export interface ListFilter {
  shzt?: readonly number[];
  appointment?: '0' | '1';
}

function filtered(db: Db, openid: string, filter: ListFilter) {
  let query = db.selectFrom('applications').where('openid', '=', openid);
  // A tab that lists no state lists nothing (`in ()` is not SQL).
  if (filter.shzt) query = filter.shzt.length ? query.where('shzt', 'in', [...filter.shzt]) : query.where(sql<boolean>`false`);
  if (filter.appointment) query = query.where('appointment', '=', filter.appointment);
  return query;
}

export type FilingRepository = ReturnType<typeof createFilingRepository>;
export type FilingTables = Parameters<Parameters<FilingRepository['transaction']>[0]>[0];
