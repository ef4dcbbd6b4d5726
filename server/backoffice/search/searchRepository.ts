import { sql } from 'kysely';
import type { SearchKeys } from '../../../engine/contract/staff/search';
import type { Db } from '../../db/database';

/** What the back office searches by (docs/decisions/0089): the keys (the region as a code's prefix), the state and days, a member's own. */
export interface SearchFilter extends SearchKeys {
  suspended?: boolean | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Cases the member with this user name took a step on (已办). */
  actedBy?: string | undefined;
  /** Cases whose claim this member holds (我的认领). */
  claimedBy?: string | undefined;
  /** The keyset cursor: the last row's submission time (as the database wrote it) and id. */
  after?: { at: string; id: string } | undefined;
  limit: number;
}

const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The most applications a narrow key may match for the search to take them by id (the case for any key but a broad name). */
const NARROW = 2000;

/**
 * The applications each narrow key given matches (all must hold), each read on its own index:
 * the key's own rows, at most NARROW + 1. Undefined when no narrow key is given.
 */
const narrowKeys = (filter: SearchFilter) => {
  const certificate = filter.certificate;
  return [
    filter.prolsh && sql<string>`select id as application_id from applications where prolsh = ${filter.prolsh}`,
    certificate && sql<string>`(select application_id from application_documents where number = ${certificate} union select application_id from application_units where data->>'bdcqzmh' = ${certificate})`,
    filter.unit && sql<string>`select application_id from application_units where data->>'bdcdyh' = ${filter.unit}`,
    filter.party && sql<string>`select application_id from application_parties where data->>'sqr_name' like ${prefixPattern(filter.party)}`,
    filter.idNumber && sql<string>`select application_id from application_parties where data->>'sqr_zjh' = ${filter.idNumber}`,
    filter.actedBy && sql<string>`select application_id from application_trail where actor_username = ${filter.actedBy}`,
    filter.claimedBy && sql<string>`select application_id from review_cases where claimed_by = ${filter.claimedBy}`,
    filter.suspended && sql<string>`select application_id from review_cases where suspended_at is not null`,
  ].filter((key) => key !== undefined && key !== '' && key !== false);
};

/**
 * Every application the back office has received, in any stage or state (ordered and paged by
 * searchPage: newest submission first, a page after a keyset cursor (submitted_at, id) that migration 0033 indexes: the thousandth page
 * costs what the first does). `ids`: the applications the narrow keys matched (narrowedIds), taken
 * by their primary key; without them each key is an `in` of its index's rows, and the page is read
 * in submission order (a broad key: a surname, the cases a member acted on).
 */
export const searchQuery = (db: Db, filter: SearchFilter, ids?: readonly string[]) => {
  let query = db
    .selectFrom('applications as a')
    .innerJoin('review_cases as c', 'c.application_id', 'a.id')
    .leftJoin('staff_accounts as s', 's.id', 'c.claimed_by')
    .select(['a.id', 'a.prolsh', 'a.name', 'a.prodefid', 'a.areaname', 'a.user_name', 'a.submitted_at', 'c.stage', 'c.suspended_at', 's.username as claimed_by'])
    .select(sql<string>`a.submitted_at::text`.as('cursor_at'))
    .where('a.submitted_at', 'is not', null);
  if (ids) query = query.where(sql<boolean>`a.id = any(${[...ids]}::text[])`);
  else for (const key of narrowKeys(filter)) query = query.where('a.id', 'in', sql<string>`(${key})`);
  if (filter.business) query = query.where('a.prodefid', '=', filter.business);
  if (filter.region) query = query.where('a.xzqdm', 'like', prefixPattern(filter.region));
  if (filter.stage) query = query.where('c.stage', '=', filter.stage);
  if (filter.suspended !== undefined) query = query.where('c.suspended_at', filter.suspended ? 'is not' : 'is', null);
  if (filter.from) query = query.where('a.submitted_at', '>=', filter.from);
  if (filter.to) query = query.where('a.submitted_at', '<', filter.to);
  const after = filter.after;
  if (after) query = query.where(sql<boolean>`(a.submitted_at, a.id) < (${after.at}::timestamptz, ${after.id})`);
  return query;
};

/**
 * The page: newest first, `limit` rows. Taken by id, the few rows are read whole first (a materialised
 * CTE), then sorted: with the order and limit beside them the planner walked the submission index
 * filtering on the ids (57 ms for 427 of them at 100,000) instead of reading the 427.
 */
export const searchPage = (db: Db, filter: SearchFilter, ids?: readonly string[]) => {
  const query = searchQuery(db, filter, ids);
  if (!ids) return query.orderBy('a.submitted_at', 'desc').orderBy('a.id', 'desc').limit(filter.limit);
  return db
    .with((cte) => cte('m').materialized(), () => query)
    .selectFrom('m')
    .selectAll()
    .orderBy('m.submitted_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(filter.limit);
};

/**
 * The applications the narrow keys match, when they are few (at most NARROW): the page is then read
 * by primary key. The planner cannot tell a name matching 400 parties from a surname matching
 * 40,000 inside one statement (it read every application for the first at 100,000); asked apart,
 * the count is known. Undefined when no narrow key is given or they match more.
 */
export const narrowedIds = async (db: Db, filter: SearchFilter): Promise<string[] | undefined> => {
  const keys = narrowKeys(filter);
  if (!keys.length) return undefined;
  const matched = await sql<{ application_id: string }>`select application_id from (${sql.join(keys, sql` intersect `)}) k limit ${NARROW + 1}`.execute(db);
  return matched.rows.length > NARROW ? undefined : matched.rows.map((row) => row.application_id);
};

export const searchApplications = async (db: Db, filter: SearchFilter) => {
  const ids = await narrowedIds(db, filter);
  if (ids && ids.length === 0) return [];
  return searchPage(db, filter, ids).execute();
};

/** The parties of the listed applications, in the order they were added (one statement for the page). */
export const partiesOf = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('application_parties')
        .select(['application_id', sql<string | null>`data->>'sqr_name'`.as('name'), sql<string | null>`data->>'sqr_zjh'`.as('idNumber')])
        .where('application_id', 'in', ids)
        .orderBy('application_id')
        .orderBy('seq')
        .execute();
