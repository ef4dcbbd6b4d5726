import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import type { TrailEvents } from '../../../engine/workflow/trailEvents';

export type EventWords = TrailEvents;

export type EventKind = 'received' | 'accepted' | 'completed' | 'returned' | 'rejected';

/**
 * What one China day holds, kept once the day is over (`statistics_days`): the counts of each kind
 * of event per business, region and member (`acted`: every step a member took, whatever its kind),
 * and the completions per business by tenths of a day from their first submission, returned before
 * or not (a histogram: medians and percentiles of any range are read from the days' histograms).
 */
export interface DayFigures {
  business: Record<string, Partial<Record<EventKind, number>>>;
  businessNames: Record<string, string>;
  region: Record<string, Partial<Record<EventKind, number>>>;
  member: Record<string, Partial<Record<EventKind | 'acted', number>>>;
  /** [prodefid, tenths of a day, returned before (1) or not (0), cases] */
  completions: Array<[string, number, number, number]>;
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
const emptyDay = (): DayFigures => ({ business: {}, businessNames: {}, region: {}, member: {}, completions: [] });

/**
 * The statistics' reads (issue 31, docs/decisions/0090), SQL only. Events are the trail's rows
 * (application_trail: each step the registry records, with the member and role of a staff step).
 * China days: Asia/Shanghai has no daylight saving. A day that is over is counted once and kept in
 * statistics_days under the words it was counted by; today is counted at every call.
 */
export const statisticsRepository = {
  /** The kept days of [from, to] (YYYY-MM-DD) counted by these words. */
  async keptDays(db: Db, wordsKey: string, from: string, to: string): Promise<Map<string, DayFigures>> {
    const rows = await db.selectFrom('statistics_days').select(['day', 'figures']).where('words_key', '=', wordsKey).where('day', '>=', from).where('day', '<=', to).execute();
    return new Map(rows.map((row) => [row.day, row.figures as DayFigures]));
  },

  /** Keeps days that are over (another process may have kept them first: the same figures). */
  async keepDays(db: Db, wordsKey: string, days: Map<string, DayFigures>): Promise<void> {
    if (!days.size) return;
    await db
      .insertInto('statistics_days')
      .values([...days].map(([day, figures]) => ({ day, words_key: wordsKey, figures: JSON.stringify(figures) })))
      .onConflict((oc) => oc.columns(['day', 'words_key']).doNothing())
      .execute();
  },

  /** Counts the China days of [start, end) from the trail: each day's figures (days without an event are absent). */
  async countDays(db: Db, words: EventWords, start: Date, end: Date): Promise<Map<string, DayFigures>> {
    const kind = sql<EventKind | null>`case
      when t.activity_name in (${among(words.accepted)}) then 'accepted'
      when t.activity_name in (${among(words.completed)}) then 'completed'
      when t.activity_name in (${among(words.returned)}) then 'returned'
      when t.activity_name in (${among(words.rejected)}) then 'rejected' end`;
    // The first submission of each application with a step in the range (a case completed now was received earlier).
    // Each looked up by its application (the index by application): the range's applications are few beside the whole trail.
    const firsts = sql`firsts as materialized (
        select r.application_id, (select min(s.started_at) from application_trail s where s.application_id = r.application_id and s.activity_name = ${words.submitted}) as first
        from (select distinct application_id from application_trail where started_at >= ${start} and started_at < ${end}) r)`;
    const day = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`);
    // Without JIT: compiling these plans costs more than running them (tens of ms a call). Two reads at once, each its own connection.
    const withoutJit = <T>(read: (trx: Transaction<Database>) => Promise<T>) =>
      db.transaction().execute(async (trx) => {
        await sql`set local jit = off`.execute(trx);
        return read(trx);
      });
    const [events, completions] = await Promise.all([
      withoutJit((trx) =>
      sql<{ kind: EventKind | null; day: string; prodefid: string | null; business: string | null; xzqdm: string | null; username: string | null; n: number }>`
        with ${firsts}, events as (
          select ${kind} as kind, t.application_id, ${day('t.started_at')} as day, t.actor_username from application_trail t
          where t.started_at >= ${start} and t.started_at < ${end} and t.actor_username is not null
          union all
          select 'received', f.application_id, ${day('f.first')}, null from firsts f where f.first >= ${start} and f.first < ${end})
        select e.kind, e.day, a.prodefid, min(a.name) as business, a.xzqdm, e.actor_username as username, count(*)::int as n
        from events e join applications a on a.id = e.application_id
        group by grouping sets ((e.kind, e.day, a.prodefid), (e.kind, e.day, a.xzqdm), (e.kind, e.day, e.actor_username))`.execute(trx),
      ),
      withoutJit((trx) =>
      sql<{ day: string; prodefid: string; tenths: number; returned: boolean; n: number }>`
        with ${firsts}
        select ${day('t.started_at')} as day, a.prodefid, round(extract(epoch from t.started_at - f.first) / 8640)::int as tenths,
               exists (select 1 from application_trail x where x.application_id = t.application_id and x.activity_name in (${among(words.returned)}) and x.started_at < t.started_at) as returned,
               count(*)::int as n
        from application_trail t join firsts f on f.application_id = t.application_id join applications a on a.id = t.application_id
        where t.activity_name in (${among(words.completed)}) and t.started_at >= ${start} and t.started_at < ${end}
        group by 1, 2, 3, 4`.execute(trx),
      ),
    ]);
    const days = new Map<string, DayFigures>();
    const of = (key: string) => days.get(key) ?? days.set(key, emptyDay()).get(key)!;
    for (const row of events.rows) {
      const figures = of(row.day);
      const bump = <K extends string>(table: Record<string, Partial<Record<K, number>>>, key: string, what: K) => {
        const counts = (table[key] ??= {});
        counts[what] = (counts[what] ?? 0) + row.n;
      };
      if (row.prodefid !== null) {
        figures.businessNames[row.prodefid] = row.business ?? row.prodefid;
        if (row.kind) bump(figures.business, row.prodefid, row.kind);
      } else if (row.xzqdm !== null) {
        if (row.kind) bump(figures.region, row.xzqdm, row.kind);
      } else if (row.username !== null) {
        bump(figures.member, row.username, 'acted');
        if (row.kind) bump(figures.member, row.username, row.kind);
      }
    }
    for (const row of completions.rows) of(row.day).completions.push([row.prodefid, row.tenths, row.returned ? 1 : 0, row.n]);
    return days;
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

  /** The names of members and regions (small tables, read whole). */
  async names(db: Db): Promise<{ members: Map<string, string>; regions: Map<string, string> }> {
    const [members, regions] = await Promise.all([db.selectFrom('staff_accounts').select(['username', 'name']).execute(), db.selectFrom('registry_regions').select(['value', 'name']).execute()]);
    return { members: new Map(members.map((row) => [row.username, row.name])), regions: new Map(regions.map((row) => [row.value, row.name])) };
  },
};
