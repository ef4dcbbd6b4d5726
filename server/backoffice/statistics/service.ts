import type { StatisticsAnswer, StatisticsBusiness, StatisticsCounts, StatisticsDay, StatisticsMember, StatisticsRegion, StatisticsStage } from '../../../engine/contract/staff/statistics';
import { chinaDayOf, dateOfDay, startOfDay, type HallCalendar } from '../../../engine/calendar/workingDays';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { trailEvents } from '../../../engine/workflow/trailEvents';
import { dueSoonBound } from '../../../engine/workflow/dueSoonBound';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import { TRAIL } from '../../registry/filing/filingRegistry';
import { createHash } from 'node:crypto';
import { statisticsRepository as repository, type DayFigures, type EventWords } from './repository';

/** "About to be overdue": at most this many working days left. */
export const SOON_DAYS = 2;
/** How long today's figures are shown before they are counted again (a page opened by many within a minute counts once). */
const TODAY_KEPT_MS = 60_000;
/** The longest range counted at once: a year and a day. */
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const emptyFigures = (): DayFigures => ({ business: {}, businessNames: {}, region: {}, member: {}, completions: [] });

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

/** The key of the words a day was counted by: a workflow whose trail words change counts its days again. */
const keyOf = (words: EventWords) => createHash('sha256').update(JSON.stringify(words)).digest('hex').slice(0, 16);

/** percentile_disc of a histogram [value, cases]: the least value whose cumulative share reaches p. */
export function percentile(histogram: ReadonlyArray<readonly [number, number]>, p: number): number | null {
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (!total) return null;
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (seen >= p * total) return value;
  }
  return sorted.at(-1)![0];
}

const addCounts = (into: Partial<Record<string, number>>, counts: Partial<Record<string, number>>) => {
  for (const [kind, n] of Object.entries(counts)) into[kind] = (into[kind] ?? 0) + (n ?? 0);
};
const countsOf = (counts: Partial<Record<string, number>> | undefined): StatisticsCounts => ({
  received: counts?.received ?? 0,
  accepted: counts?.accepted ?? 0,
  completed: counts?.completed ?? 0,
  returned: counts?.returned ?? 0,
  rejected: counts?.rejected ?? 0,
});

/**
 * The back office's statistics (issue 31, docs/decisions/0090): what was received, accepted,
 * completed, returned and rejected in a range of China days, per day, business, region and member;
 * time to completion per business (calendar days from the first submission: median and 90th
 * percentile); the share completed without a return for correction; and, now, the overdue and
 * about-to-be-overdue cases of each stage and what each member holds. A day that is over is counted
 * once and kept; today is counted at most once a minute per process.
 */
export function createStatisticsService(db: Db, workflow: () => WorkflowConfig, calendar: () => HallCalendar) {
  /** Today's figures as last counted, by the words' key: counted again after TODAY_KEPT_MS. */
  const todays = new Map<string, { day: string; at: number; figures: DayFigures }>();
  const countToday = async (words: EventWords, key: string, now: Date) => {
    const today = dateOfDay(chinaDayOf(now));
    const kept = todays.get(key);
    if (kept && kept.day === today && now.getTime() - kept.at < TODAY_KEPT_MS) return kept.figures;
    const start = startOfDay(chinaDayOf(now));
    const figures = (await repository.countDays(db, words, start, startOfDay(chinaDayOf(now) + 1))).get(today) ?? emptyFigures();
    todays.set(key, { day: today, at: now.getTime(), figures });
    return figures;
  };

  /** Each day of the range's figures: kept ones read, the others counted (and kept when over). */
  async function figuresOf(words: EventWords, range: ReturnType<typeof rangeOf>, now: Date): Promise<Map<string, DayFigures>> {
    const key = keyOf(words);
    const today = dateOfDay(chinaDayOf(now));
    const kept = await repository.keptDays(db, key, range.from, range.to);
    const first = chinaDayOf(range.start);
    const last = chinaDayOf(range.end) - 1;
    const missing: number[] = [];
    for (let day = first; day <= last; day += 1) if (!kept.has(dateOfDay(day)) && dateOfDay(day) < today) missing.push(day);
    if (missing.length) {
      // Counted in one read from the first missing day to the last (kept days between are counted again, cheaply enough).
      const counted = await repository.countDays(db, words, startOfDay(missing[0]!), startOfDay(missing.at(-1)! + 1));
      const over = new Map(missing.map((day) => [dateOfDay(day), counted.get(dateOfDay(day)) ?? emptyFigures()]));
      await repository.keepDays(db, key, over);
      for (const [day, figures] of over) kept.set(day, figures);
    }
    if (range.to >= today && range.from <= today) kept.set(today, await countToday(words, key, now));
    return kept;
  }

  return {
    async answer(query: { from?: string | undefined; to?: string | undefined }, now = new Date()): Promise<StatisticsAnswer> {
      const range = rangeOf(query, now);
      const config = workflow();
      const words = trailEvents(config, TRAIL.submitted);
      const working = config.stages.filter((stage) => Object.keys(stage.actions).length > 0);
      const ids = working.map((stage) => stage.id);
      const [figures, stages, holding, names] = await Promise.all([
        figuresOf(words, range, now),
        repository.stages(db, ids, now, dueSoonBound(calendar(), SOON_DAYS, now)),
        repository.holding(db, ids),
        repository.names(db),
      ]);

      const days: StatisticsDay[] = [];
      const business: Record<string, Partial<Record<string, number>>> = {};
      const businessNames: Record<string, string> = {};
      const region: Record<string, Partial<Record<string, number>>> = {};
      const member: Record<string, Partial<Record<string, number>>> = {};
      const histograms = new Map<string, Array<[number, number]>>();
      const withoutReturn = new Map<string, number>();
      for (let day = chinaDayOf(range.start); day < chinaDayOf(range.end); day += 1) {
        const found = figures.get(dateOfDay(day)) ?? emptyFigures();
        const total: Partial<Record<string, number>> = {};
        for (const counts of Object.values(found.business)) addCounts(total, counts);
        days.push({ day: dateOfDay(day), ...countsOf(total) });
        for (const [id, counts] of Object.entries(found.business)) addCounts((business[id] ??= {}), counts);
        Object.assign(businessNames, found.businessNames);
        for (const [id, counts] of Object.entries(found.region)) addCounts((region[id] ??= {}), counts);
        for (const [id, counts] of Object.entries(found.member)) addCounts((member[id] ??= {}), counts);
        for (const [prodefid, tenths, returned, n] of found.completions) {
          for (const id of [prodefid, '']) (histograms.get(id) ?? histograms.set(id, []).get(id)!).push([tenths, n]);
          if (!returned) for (const id of [prodefid, '']) withoutReturn.set(id, (withoutReturn.get(id) ?? 0) + n);
        }
      }
      const tenthsToDays = (value: number | null) => (value === null ? null : value / 10);
      const timing = (id: string) => ({ medianDays: tenthsToDays(percentile(histograms.get(id) ?? [], 0.5)), p90Days: tenthsToDays(percentile(histograms.get(id) ?? [], 0.9)), completedWithoutReturn: withoutReturn.get(id) ?? 0 });
      const businesses: StatisticsBusiness[] = Object.entries(business).map(([prodefid, counts]) => ({ prodefid, name: businessNames[prodefid] ?? prodefid, ...countsOf(counts), ...timing(prodefid) }));
      const regions: StatisticsRegion[] = Object.entries(region).map(([xzqdm, counts]) => ({ xzqdm, name: names.regions.get(xzqdm) ?? xzqdm, ...countsOf(counts) }));
      const members = new Map<string, StatisticsMember>(Object.entries(member).map(([username, counts]) => [username, { username, name: names.members.get(username) ?? username, ...countsOf(counts), actions: counts.acted ?? 0, holding: 0 }]));
      for (const held of holding) (members.get(held.username) ?? members.set(held.username, { username: held.username, name: held.name, ...countsOf(undefined), actions: 0, holding: 0 }).get(held.username)!).holding = held.holding;
      const totals = days.reduce((sum, day) => ({ received: sum.received + day.received, accepted: sum.accepted + day.accepted, completed: sum.completed + day.completed, returned: sum.returned + day.returned, rejected: sum.rejected + day.rejected }), countsOf(undefined));
      const all = timing('');
      const current = new Map(stages.map((row) => [row.stage, row]));
      const byStage: StatisticsStage[] = working.map((stage) => ({ stage: stage.id, name: stage.name, nameEn: stage.nameEn ?? stage.name, open: current.get(stage.id)?.open ?? 0, overdue: current.get(stage.id)?.overdue ?? 0, dueSoon: current.get(stage.id)?.dueSoon ?? 0 }));
      const completedAll = (histograms.get('') ?? []).reduce((sum, [, n]) => sum + n, 0);
      return {
        from: range.from,
        to: range.to,
        totals: { ...totals, ...all },
        withoutReturnShare: completedAll ? Math.round((all.completedWithoutReturn / completedAll) * 1000) / 1000 : null,
        days,
        businesses: businesses.sort((a, b) => a.prodefid.localeCompare(b.prodefid)),
        regions: regions.sort((a, b) => a.xzqdm.localeCompare(b.xzqdm)),
        members: [...members.values()].sort((a, b) => b.actions + b.holding - (a.actions + a.holding) || a.username.localeCompare(b.username)),
        stages: byStage,
        soonDays: SOON_DAYS,
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
