import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { TrailEvents } from '../../../engine/workflow/trailEvents';

export type EventWords = TrailEvents;

export type EventKind = 'received' | 'accepted' | 'completed' | 'returned' | 'rejected';

/** One group of counted events: by day, by business, by region or by member (the others null). */
export interface EventGroup {
  kind: EventKind | null;
  day: string | null;
  prodefid: string | null;
  business: string | null;
  xzqdm: string | null;
  region: string | null;
  username: string | null;
  member: string | null;
  n: number;
}

export interface CompletionGroup {
  /** Null: every business (the total). */
  prodefid: string | null;
  completed: number;
  median: number | null;
  p90: number | null;
  withoutReturn: number;
}

export interface StageNow {
  stage: string;
  open: number;
  overdue: number;
  dueSoon: number;
}

export interface Holding {
  username: string;
  name: string;
  holding: number;
}

/** `in (…)` of a list of words; never empty (an impossible word stands in). */
const among = (words: readonly string[]) => sql.join((words.length ? words : ['\u0000']).map((word) => sql`${word}`));

/** The first 网上申请 of an application: received then (a resubmission after 补正 writes another). */
const firstSubmission = (words: EventWords, applicationId: RawBuilder<unknown>) =>
  sql`(select min(s.started_at) from application_trail s where s.application_id = ${applicationId} and s.activity_name = ${words.submitted})`;

/**
 * The statistics' reads (issue 31, docs/decisions/0090), SQL only. Events are the trail's rows
 * (application_trail: what the registry records of each step, with the member and role of a staff
 * step): nothing new is written for the statistics. China days: Asia/Shanghai has no daylight
 * saving, `+08` is exact.
 */
export const statisticsRepository = {
  /**
   * The events in [from, to) counted per day, business, region and member in one pass (grouping
   * sets), with every staff step per member (`kind` null: an action that is none of the five).
   */
  async events(db: Db, words: EventWords, from: Date, to: Date): Promise<EventGroup[]> {
    const kind = sql<EventKind | null>`case
      when t.activity_name in (${among(words.accepted)}) then 'accepted'
      when t.activity_name in (${among(words.completed)}) then 'completed'
      when t.activity_name in (${among(words.returned)}) then 'returned'
      when t.activity_name in (${among(words.rejected)}) then 'rejected'
      when t.activity_name = ${words.submitted} and t.started_at = ${firstSubmission(words, sql`t.application_id`)} then 'received' end`;
    const { rows } = await sql<EventGroup>`
      with events as (
        select ${kind} as kind, t.application_id, to_char(t.started_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, t.actor_username
        from application_trail t
        where t.started_at >= ${from} and t.started_at < ${to}
          and (t.actor_username is not null or t.activity_name = ${words.submitted})
      )
      select e.kind, e.day,
             a.prodefid, min(a.name) as business, a.xzqdm, min(coalesce(r.name, a.areaname)) as region,
             e.actor_username as username, min(m.name) as member, count(*)::int as n
      from events e
      join applications a on a.id = e.application_id
      left join registry_regions r on r.value = a.xzqdm
      left join staff_accounts m on m.username = e.actor_username
      where e.kind is not null or e.actor_username is not null
      group by grouping sets ((e.kind, e.day), (e.kind, a.prodefid), (e.kind, a.xzqdm), (e.kind, e.actor_username))`.execute(db);
    return rows;
  },

  /**
   * The cases completed in [from, to): calendar days from their first submission, per business and
   * in all (prodefid null), median and 90th percentile (percentile_disc: a real case's duration),
   * and how many were never returned for correction before completing.
   */
  async completions(db: Db, words: EventWords, from: Date, to: Date): Promise<CompletionGroup[]> {
    const { rows } = await sql<{ prodefid: string | null; completed: number; median: string | number | null; p90: string | number | null; without_return: number }>`
      select a.prodefid, count(*)::int as completed,
             percentile_disc(0.5) within group (order by c.days) as median,
             percentile_disc(0.9) within group (order by c.days) as p90,
             (count(*) filter (where not c.returned))::int as without_return
      from (
        select t.application_id,
               extract(epoch from t.started_at - ${firstSubmission(words, sql`t.application_id`)}) / 86400.0 as days,
               exists (select 1 from application_trail x where x.application_id = t.application_id and x.activity_name in (${among(words.returned)}) and x.started_at < t.started_at) as returned
        from application_trail t
        where t.activity_name in (${among(words.completed)}) and t.started_at >= ${from} and t.started_at < ${to}
      ) c
      join applications a on a.id = c.application_id
      group by grouping sets ((a.prodefid), ())`.execute(db);
    const number = (value: string | number | null) => (value === null ? null : Number(value));
    return rows.map((row) => ({ prodefid: row.prodefid, completed: row.completed, median: number(row.median), p90: number(row.p90), withoutReturn: row.without_return }));
  },

  /** Now: the open cases of each working stage, past their deadline, and due by `soon` (a suspended case's clock stands: neither). */
  async stages(db: Db, stages: readonly string[], now: Date, soon: Date): Promise<StageNow[]> {
    if (!stages.length) return [];
    const { rows } = await sql<StageNow>`
      select stage, count(*)::int as open,
             (count(*) filter (where suspended_at is null and deadline < ${now}))::int as overdue,
             (count(*) filter (where suspended_at is null and deadline >= ${now} and deadline <= ${soon}))::int as "dueSoon"
      from review_cases where stage in (${among(stages)}) group by stage`.execute(db);
    return rows;
  },

  /** Now: the open cases each member holds (claimed) in a working stage. */
  async holding(db: Db, stages: readonly string[]): Promise<Holding[]> {
    if (!stages.length) return [];
    const { rows } = await sql<Holding>`
      select m.username, m.name, count(*)::int as holding
      from review_cases c join staff_accounts m on m.id = c.claimed_by
      where c.claimed_by is not null and c.stage in (${among(stages)})
      group by m.username, m.name`.execute(db);
    return rows;
  },
};
