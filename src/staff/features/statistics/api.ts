import type { StatisticsAnswer } from '../../../../engine/contract/staff/statistics';
import { staffApi } from '../../lib/staffApi';
import { filledQuery } from '../../lib/filledQuery';

export type { StatisticsAnswer };

/** The China days counted (YYYY-MM-DD, both whole); none: the server's last 30 days. */
export interface StatisticsRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** The tables the server exports, as the page shows them. */
export type StatisticsTable = 'days' | 'businesses' | 'regions' | 'members' | 'stages';

/** The figures' address for a range: also the page's cache key. */
export const statisticsKey = (range: StatisticsRange) => `/statistics?${filledQuery(range).toString()}`;
export const getStatistics = (key: string) => staffApi.get<StatisticsAnswer>(key);

/** Where a table downloads as CSV or xlsx: the range the page shows (the answer's own days). */
export const exportHref = (range: { from: string; to: string }, table: StatisticsTable, format: 'csv' | 'xlsx') =>
  `/staff/api/statistics/export?${filledQuery({ ...range, table, format }).toString()}`;
