import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { ClockPauseRow, Database, ReviewComment } from '../../db/types';

type Tx = Transaction<Database>;

export interface CaseChange {
  stage: string;
  actors: Record<string, string>;
  suspended_at: Date | null;
  comments?: ReviewComment[] | null;
  /** A resumption's: the pauses with the one it closed, and the deadline they give (docs/decisions/0073). */
  pauses?: ClockPauseRow[];
  deadline?: Date;
}

/** A case's statutory clock on entering: when it started, its pauses, its deadline. */
export interface EnteringClock {
  clock_started_at: Date;
  pauses: ClockPauseRow[];
  deadline: Date;
}

/**
 * The review cases and the staff actions' request ids (SQL only; the tables' one owner). Every
 * call runs in a transaction that already holds the application's row lock.
 */
export const reviewCaseRepository = {
  /** A submitted application enters the workflow: a fresh round, unclaimed, with its clock. The last return's comments stay (the reviewer's diff reads them). */
  enter: (tx: Tx, applicationId: string, stage: string, clock: EnteringClock) => {
    const timed = { deadline: clock.deadline, clock_started_at: clock.clock_started_at, pauses: JSON.stringify(clock.pauses) };
    return tx
      .insertInto('review_cases')
      .values({ application_id: applicationId, stage, ...timed, claimed_by: null, suspended_at: null })
      .onConflict((oc) => oc.column('application_id').doUpdateSet({ stage, ...timed, actors: '{}', claimed_by: null, suspended_at: null, stage_since: new Date(), updated_at: new Date() }))
      .execute();
  },

  /** The case (also outside a lock: the case file reads it with the database). */
  find: (tx: Tx | Db, applicationId: string) => tx.selectFrom('review_cases').selectAll().where('application_id', '=', applicationId).executeTakeFirst(),

  /**
   * The case as the case file reads it, with the user names of who holds its claim and who asked
   * for its release, in one statement (not one per name).
   */
  findWithNames: (db: Db, applicationId: string) =>
    db
      .selectFrom('review_cases as c')
      .leftJoin('staff_accounts as holder', 'holder.id', 'c.claimed_by')
      .leftJoin('staff_accounts as asker', 'asker.id', 'c.release_requested_by')
      .selectAll('c')
      .select(['holder.username as claimed_by_username', 'asker.username as release_requested_by_username'])
      .where('c.application_id', '=', applicationId)
      .executeTakeFirst(),

  /** The case's stage and the last return's comments, outside a transaction (what the citizen reads). */
  comments: (db: Db, applicationId: string) => db.selectFrom('review_cases').select(['stage', 'comments']).where('application_id', '=', applicationId).executeTakeFirst(),

  /** A new stage (or the same one suspended or resumed): unclaimed when the stage changes. */
  change: (tx: Tx, applicationId: string, previousStage: string, change: CaseChange) => {
    const now = new Date();
    const moved = change.stage !== previousStage;
    return tx
      .updateTable('review_cases')
      .set({
        stage: change.stage,
        actors: JSON.stringify(change.actors),
        suspended_at: change.suspended_at,
        updated_at: now,
        ...(moved ? { stage_since: now, claimed_by: null, release_requested_by: null, release_requested_at: null } : {}),
        ...(change.comments !== undefined ? { comments: change.comments === null ? null : JSON.stringify(change.comments) } : {}),
        ...(change.pauses ? { pauses: JSON.stringify(change.pauses) } : {}),
        ...(change.deadline ? { deadline: change.deadline } : {}),
      })
      .where('application_id', '=', applicationId)
      .execute();
  },

  findRequest: (tx: Tx, requestId: string) => tx.selectFrom('review_requests').selectAll().where('request_id', '=', requestId).executeTakeFirst(),

  saveRequest: (tx: Tx, row: { request_id: string; staff_id: string; application_id: string; action: string; answer: unknown }) =>
    tx
      .insertInto('review_requests')
      .values({ ...row, answer: JSON.stringify(row.answer) })
      .execute(),
};

export interface QueueFilter {
  stages: string[];
  region?: string | undefined;
  business?: string | undefined;
  suspended?: boolean | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  overdueAt?: Date | undefined;
  after?: { deadline: Date; id: string } | undefined;
  limit: number;
}

/**
 * The work queue: cases in the given stages, nearest deadline first, a page after a keyset cursor
 * (deadline, application id) so the thousandth page costs what the first does. No ID or phone
 * numbers: the applicant's name only.
 */
export const listQueue = (db: Db, filter: QueueFilter) => {
  let query = db
    .selectFrom('review_cases as c')
    .innerJoin('applications as a', 'a.id', 'c.application_id')
    .leftJoin('staff_accounts as s', 's.id', 'c.claimed_by')
    .select(['a.id', 'a.prolsh', 'a.name', 'a.prodefid', 'a.xzqdm', 'a.areaname', 'a.user_name', 'a.shzt', 'a.submitted_at', 'c.stage', 'c.stage_since', 'c.deadline', 'c.suspended_at', 's.username as claimed_by', 'c.claimed_by as holder_id', 'c.actors'])
    .where('c.stage', 'in', filter.stages);
  if (filter.region) query = query.where('a.xzqdm', 'like', `${filter.region}%`);
  if (filter.business) query = query.where('a.prodefid', '=', filter.business);
  if (filter.suspended !== undefined) query = query.where('c.suspended_at', filter.suspended ? 'is not' : 'is', null);
  if (filter.from) query = query.where('a.submitted_at', '>=', filter.from);
  if (filter.to) query = query.where('a.submitted_at', '<', filter.to);
  // A suspended case's clock stands still: it is not overdue while suspended (docs/decisions/0073).
  if (filter.overdueAt) query = query.where('c.deadline', '<', filter.overdueAt).where('c.suspended_at', 'is', null);
  const after = filter.after;
  // A row comparison, which PostgreSQL answers from the (stage, deadline, application_id) index.
  if (after) query = query.where(sql<boolean>`(c.deadline, c.application_id) > (${after.deadline}, ${after.id})`);
  return query.orderBy('c.deadline').orderBy('c.application_id').limit(filter.limit).execute();
};

/** Claim, hand back, transfer or release: who works on the case now (null: nobody); a pending release request is settled with it. */
export const setClaim = (tx: Tx, applicationId: string, staffId: string | null) =>
  tx.updateTable('review_cases').set({ claimed_by: staffId, release_requested_by: null, release_requested_at: null, updated_at: new Date() }).where('application_id', '=', applicationId).execute();

/** A member asks the holder to release the claim: who asked and when, shown to the holder (docs/decisions/0072). */
export const askRelease = (tx: Tx, applicationId: string, staffId: string) =>
  tx.updateTable('review_cases').set({ release_requested_by: staffId, release_requested_at: new Date(), updated_at: new Date() }).where('application_id', '=', applicationId).execute();

/**
 * The pending claim release requests (docs/decisions/0081): the cases someone asked their holder to
 * release, oldest request first, with the application's number and business, the holder and who asked.
 * A request is settled by any claim change and by a change of stage, so every row here is still held.
 */
export const listReleaseRequests = (db: Db, limit: number) =>
  db
    .selectFrom('review_cases as c')
    .innerJoin('applications as a', 'a.id', 'c.application_id')
    .innerJoin('staff_accounts as holder', 'holder.id', 'c.claimed_by')
    .innerJoin('staff_accounts as asker', 'asker.id', 'c.release_requested_by')
    .select(['a.id', 'a.prolsh', 'a.name', 'c.stage', 'holder.username as holder', 'holder.name as holderName', 'asker.username as askedBy', 'asker.name as askedByName', 'c.release_requested_at as askedAt'])
    .where('c.release_requested_by', 'is not', null)
    .orderBy('c.release_requested_at')
    .orderBy('c.application_id')
    .limit(limit)
    .execute();
