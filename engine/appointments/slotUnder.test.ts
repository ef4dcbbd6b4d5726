import { describe, expect, it } from 'vitest';
import { hallCalendar } from '../calendar/workingDays';
import type { CentreBusiness } from './centreBusinesses';
import { slotUnder } from './slotUnder';

const business: CentreBusiness = { processId: 'c1-dy', areaId: 'c1', name: '抵押登记', djlx: '100', starts: { '1': ['09:00', '14:00'], '2': ['09:00'] }, capacity: 5, sort: 0 };
const businesses = new Map([[business.processId, business]]);

describe('slotUnder', () => {
  const calendar = hallCalendar({ holidays: [{ from: '2026-12-03', days: 1 }], workdays: ['2026-12-05'] });
  it('keeps the places of an offered slot', () => {
    expect(slotUnder({ processId: 'c1-dy', calendar: '2026-12-01', timeName: '14:00-15:00' }, businesses, calendar)).toEqual({ capacity: 5, timeClass: '1', loss: null });
  });
  it('closes a holiday and a weekend, and opens a worked weekend day', () => {
    expect(slotUnder({ processId: 'c1-dy', calendar: '2026-12-03', timeName: '09:00-10:00' }, businesses, calendar).loss).toBe('closed');
    expect(slotUnder({ processId: 'c1-dy', calendar: '2026-12-06', timeName: '09:00-10:00' }, businesses, calendar).loss).toBe('closed');
    expect(slotUnder({ processId: 'c1-dy', calendar: '2026-12-05', timeName: '09:00-10:00' }, businesses, calendar).capacity).toBe(5);
  });
  it("drops a holiday eve's afternoon, a removed time and an unserved business", () => {
    expect(slotUnder({ processId: 'c1-dy', calendar: '2026-12-02', timeName: '14:00-15:00' }, businesses, calendar)).toEqual({ capacity: 0, timeClass: '2', loss: 'removed' });
    expect(slotUnder({ processId: 'c1-dy', calendar: '2026-12-01', timeName: '10:00-11:00' }, businesses, calendar).loss).toBe('removed');
    expect(slotUnder({ processId: 'c1-zy', calendar: '2026-12-01', timeName: '09:00-10:00' }, businesses, calendar).loss).toBe('removed');
  });
});
