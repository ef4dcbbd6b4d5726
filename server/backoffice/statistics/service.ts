import type { StatisticsAnswer, StatisticsBusiness, StatisticsCounts, StatisticsDay, StatisticsMember, StatisticsRegion, StatisticsStage } from '../../../engine/contract/staff/statistics';
import { chinaDayOf, dateOfDay, startOfDay, type HallCalendar } from '../../../engine/calendar/workingDays';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { trailEvents } from '../../../engine/workflow/trailEvents';
import { dueSoonBound } from '../../../engine/workflow/dueSoonBound';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import { TRAIL } from '../../registry/filing/filingRegistry';
import { statisticsRepository as repository, type EventGroup } from './repository';

/** "About to be overdue": at most this many working days left. */
export const SOON_DAYS = 2;
/** The longest range counted at once: a year and a day. */
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const zero = (): StatisticsCounts => ({ received: 0, accepted: 0, completed: 0, returned: 0, rejected: 0 });
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * The China days asked for (YYYY-MM-DD, both whole), else the last 30 days to today. Refused
 * (400, the staff's words) when a day is not a date, the first is after the last, or the range
 * spans more than 366 days.
 */
export function rangeOf(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string; start: Date; end: Date } {
  const today = chinaDayOf(now);
  const dayOf = (text: string | undefined, fallback: number) => {
    if (text === undefined || text === '') return fallback;
    const parsed = DAY.test(text) ? chinaDayOf(new Date(`${text}T00:00:00+08:00`)) : Number.NaN;
    if (!Number.isFinite(parsed) || dateOfDay(parsed) !== text) refuseStaff('invalid', 'staff.statistics.badRange');
    return parsed;
  };
  const last = dayOf(query.to, today);
  const first = dayOf(query.from, last - (DEFAULT_DAYS - 1));
  if (first > last || last - first + 1 > MAX_DAYS) refuseStaff('invalid', 'staff.statistics.badRange');
  return { from: dateOfDay(first), to: dateOfDay(last), start: startOfDay(first), end: startOfDay(last + 1) };
}

/** Adds a group's count to the counts of its kind. */
const add = (counts: StatisticsCounts, group: EventGroup) => {
  if (group.kind) counts[group.kind] += group.n;
};

/**
 * The back office's statistics (issue 31, docs/decisions/0090): what was received, accepted,
 * completed, returned and rejected in a range of China days, per day, business, region and member;
 * time to completion per business (calendar days from the first submission: median and 90th
 * percentile); the share completed without a return for correction; and, now, the overdue and
 * about-to-be-overdue cases of each stage and what each member holds.
 */
export function createStatisticsService(db: Db, workflow: () => WorkflowConfig, calendar: () => HallCalendar) {
  return {
    async answer(query: { from?: string | undefined; to?: string | undefined }, now = new Date()): Promise<StatisticsAnswer> {
      const range = rangeOf(query, now);
      const config = workflow();
      const words = trailEvents(config, TRAIL.submitted);
      const working = config.stages.filter((stage) => Object.keys(stage.actions).length > 0);
      const ids = working.map((stage) => stage.id);
      const [events, completions, stages, holding] = await Promise.all([
        repository.events(db, words, range.start, range.end),
        repository.completions(db, words, range.start, range.end),
        repository.stages(db, ids, now, dueSoonBound(calendar(), SOON_DAYS, now)),
        repository.holding(db, ids),
      ]);

      const days = new Map<string, StatisticsDay>();
      for (let day = chinaDayOf(range.start); day < chinaDayOf(range.end); day += 1) days.set(dateOfDay(day), { day: dateOfDay(day), ...zero() });
      const businesses = new Map<string, StatisticsBusiness>();
      const regions = new Map<string, StatisticsRegion>();
      const members = new Map<string, StatisticsMember>();
      const business = (prodefid: string, name: string) =>
        businesses.get(prodefid) ?? businesses.set(prodefid, { prodefid, name, ...zero(), medianDays: null, p90Days: null, completedWithoutReturn: 0 }).get(prodefid)!;
      const member = (username: string, name: string) => members.get(username) ?? members.set(username, { username, name, ...zero(), actions: 0, holding: 0 }).get(username)!;
      for (const group of events) {
        if (group.day !== null) add(days.get(group.day) ?? zero(), group);
        else if (group.prodefid !== null) add(business(group.prodefid, group.business ?? group.prodefid), group);
        else if (group.xzqdm !== null) add(regions.get(group.xzqdm) ?? regions.set(group.xzqdm, { xzqdm: group.xzqdm, name: group.region ?? group.xzqdm, ...zero() }).get(group.xzqdm)!, group);
        else if (group.username !== null) {
          const found = member(group.username, group.member ?? group.username);
          add(found, group);
          found.actions += group.n;
        }
      }
      for (const held of holding) member(held.username, held.name).holding = held.holding;
      let all = { completed: 0, median: null as number | null, p90: null as number | null, withoutReturn: 0 };
      for (const completion of completions) {
        if (completion.prodefid === null) all = completion;
        else Object.assign(business(completion.prodefid, completion.prodefid), { medianDays: oneDecimal(completion.median), p90Days: oneDecimal(completion.p90), completedWithoutReturn: completion.withoutReturn });
      }
      const totals = [...days.values()].reduce((sum, day) => ({ received: sum.received + day.received, accepted: sum.accepted + day.accepted, completed: sum.completed + day.completed, returned: sum.returned + day.returned, rejected: sum.rejected + day.rejected }), zero());
      const current = new Map(stages.map((row) => [row.stage, row]));
      const byStage: StatisticsStage[] = working.map((stage) => ({ stage: stage.id, name: stage.name, nameEn: stage.nameEn ?? stage.name, open: current.get(stage.id)?.open ?? 0, overdue: current.get(stage.id)?.overdue ?? 0, dueSoon: current.get(stage.id)?.dueSoon ?? 0 }));
      return {
        from: range.from,
        to: range.to,
        totals: { ...totals, completedWithoutReturn: all.withoutReturn, medianDays: oneDecimal(all.median), p90Days: oneDecimal(all.p90) },
        withoutReturnShare: all.completed ? Math.round((all.withoutReturn / all.completed) * 1000) / 1000 : null,
        days: [...days.values()],
        businesses: [...businesses.values()].sort((a, b) => a.prodefid.localeCompare(b.prodefid)),
        regions: [...regions.values()].sort((a, b) => a.xzqdm.localeCompare(b.xzqdm)),
        members: [...members.values()].sort((a, b) => b.actions + b.holding - (a.actions + a.holding) || a.username.localeCompare(b.username)),
        stages: byStage,
        soonDays: SOON_DAYS,
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
