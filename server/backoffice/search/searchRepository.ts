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

/**
 * Every application the back office has received, in any stage or state, newest submission first,
 * a page after a keyset cursor (submitted_at, id) that migration 0033 indexes: the thousandth page
 * costs what the first does. Each key is a lookup on its own index (an `in` of the few matching
 * applications), never a scan of every row.
 */
export const searchQuery = (db: Db, filter: SearchFilter) => {
  let query = db
    .selectFrom('applications as a')
    .innerJoin('review_cases as c', 'c.application_id', 'a.id')
    .leftJoin('staff_accounts as s', 's.id', 'c.claimed_by')
    .select(['a.id', 'a.prolsh', 'a.name', 'a.prodefid', 'a.areaname', 'a.user_name', 'a.submitted_at', 'c.stage', 'c.suspended_at', 's.username as claimed_by'])
    .select(sql<string>`a.submitted_at::text`.as('cursor_at'))
    .where('a.submitted_at', 'is not', null);
  if (filter.prolsh) query = query.where('a.prolsh', '=', filter.prolsh);
  const certificate = filter.certificate;
  if (certificate)
    query = query.where(
      'a.id',
      'in',
      sql<string>`(select application_id from application_documents where number = ${certificate} union select application_id from application_units where data->>'bdcqzmh' = ${certificate})`,
    );
  if (filter.unit) query = query.where('a.id', 'in', sql<string>`(select application_id from application_units where data->>'bdcdyh' = ${filter.unit})`);
  if (filter.party) query = query.where('a.id', 'in', sql<string>`(select application_id from application_parties where data->>'sqr_name' like ${prefixPattern(filter.party)})`);
  if (filter.idNumber) query = query.where('a.id', 'in', sql<string>`(select application_id from application_parties where data->>'sqr_zjh' = ${filter.idNumber})`);
  if (filter.actedBy) query = query.where('a.id', 'in', sql<string>`(select application_id from application_trail where actor_username = ${filter.actedBy})`);
  if (filter.claimedBy) query = query.where('c.claimed_by', '=', filter.claimedBy);
  if (filter.business) query = query.where('a.prodefid', '=', filter.business);
  if (filter.region) query = query.where('a.xzqdm', 'like', prefixPattern(filter.region));
  if (filter.stage) query = query.where('c.stage', '=', filter.stage);
  if (filter.suspended !== undefined) query = query.where('c.suspended_at', filter.suspended ? 'is not' : 'is', null);
  if (filter.from) query = query.where('a.submitted_at', '>=', filter.from);
  if (filter.to) query = query.where('a.submitted_at', '<', filter.to);
  const after = filter.after;
  if (after) query = query.where(sql<boolean>`(a.submitted_at, a.id) < (${after.at}::timestamptz, ${after.id})`);
  return query.orderBy('a.submitted_at', 'desc').orderBy('a.id', 'desc').limit(filter.limit);
};

export const searchApplications = (db: Db, filter: SearchFilter) => searchQuery(db, filter).execute();

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
