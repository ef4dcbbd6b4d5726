import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { translateStaff, type StaffMessageKey } from '../../../../engine/i18n/translateStaff';
import type { StatisticsAnswer } from '../../../../engine/contract/staff/statistics';
import { statisticsKey, exportHref } from './api';
import { completionBars, dayPoints, daysText, shareText, statisticsRange } from './statisticsView';

const t = (key: StaffMessageKey, params?: Record<string, string | number>) => translateStaff('zh-CN', key, params);

describe('the statistics page', () => {
  it('asks for the days picked, or the server’s default range when none', () => {
    expect(statisticsKey(statisticsRange({ dates: [dayjs('2026-11-01'), dayjs('2026-11-28')] }))).toBe('/statistics?from=2026-11-01&to=2026-11-28');
    expect(statisticsKey(statisticsRange({}))).toBe('/statistics?');
    expect(exportHref({ from: '2026-11-01', to: '2026-11-28' }, 'members', 'xlsx')).toBe('/staff/api/statistics/export?from=2026-11-01&to=2026-11-28&table=members&format=xlsx');
  });

  it('charts each day’s five counts in the staff’s words, and the businesses that completed a case', () => {
    const day = { day: '2026-11-28', received: 3, accepted: 5, completed: 4, returned: 2, rejected: 1 };
    expect(dayPoints([day], t)).toEqual([
      { day: '11-28', kind: '收件', count: 3 },
      { day: '11-28', kind: '受理', count: 5 },
      { day: '11-28', kind: '办结', count: 4 },
      { day: '11-28', kind: '退回补正', count: 2 },
      { day: '11-28', kind: '不予受理/不通过', count: 1 },
    ]);
    const business = (name: string, medianDays: number | null, p90Days: number | null) => ({ prodefid: name, name, received: 0, accepted: 0, completed: 0, returned: 0, rejected: 0, medianDays, p90Days, completedWithoutReturn: 0 }) as StatisticsAnswer['businesses'][number];
    expect(completionBars([business('预告', 4, 10), business('抵押', null, null)], t)).toEqual([
      { business: '预告', measure: '办结用时中位数（自然日）', days: 4 },
      { business: '预告', measure: '90%办结用时（自然日）', days: 10 },
    ]);
  });

  it('writes a share as a percentage and nothing as —', () => {
    expect([shareText(0.75), shareText(null), daysText(4.5), daysText(null)]).toEqual(['75%', '—', '4.5', '—']);
  });
});
