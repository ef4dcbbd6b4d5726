import type { StatisticsAnswer, StatisticsCounts } from '../../../../engine/contract/staff/statistics';
import type { StaffT } from '../../lib/i18n';
import { dateRangeQuery, type DateRange } from '../../lib/dateRange';
import type { StatisticsRange } from './api';

/** The five counts, in the order the page, the chart and the exports show them. */
export const COUNT_KINDS = ['received', 'accepted', 'completed', 'returned', 'rejected'] as const satisfies ReadonlyArray<keyof StatisticsCounts>;

/** The range the form asks for: its days as from/to (an empty picker: the server's last 30 days). */
export const statisticsRange = (values: { dates?: DateRange }): StatisticsRange => dateRangeQuery(values.dates);

/** The per-day chart's points: one per day and kind, the kind in the member's words. */
export const dayPoints = (days: StatisticsAnswer['days'], t: StaffT) =>
  days.flatMap((day) => COUNT_KINDS.map((kind) => ({ day: day.day.slice(5), kind: t(`staff.statistics.count.${kind}`), count: day[kind] })));

/** The time-to-completion chart's bars: median and 90th percentile of each business that completed a case. */
export const completionBars = (businesses: StatisticsAnswer['businesses'], t: StaffT) =>
  businesses.flatMap((business) =>
    business.medianDays === null || business.p90Days === null
      ? []
      : [
          { business: business.name, measure: t('staff.statistics.medianDays'), days: business.medianDays },
          { business: business.name, measure: t('staff.statistics.p90Days'), days: business.p90Days },
        ],
  );

/** A share as a whole percentage ('75%'), or '—' when nothing was completed. */
export const shareText = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** Days with one decimal as the server rounded them, or '—'. */
export const daysText = (days: number | null) => (days === null ? '—' : String(days));
