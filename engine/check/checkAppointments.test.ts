import { describe, expect, it } from 'vitest';
import type { AppointmentConfig } from '../appointments/types';
import { checkAppointments } from './checkAppointments';

const sound: AppointmentConfig = {
  queue: { id: '1', strtime: '09:00', addtime: 60, yuyueabovetime: 30, cancelyuyuetime: 60, yuyueday: 7 },
  holidays: [{ from: '2026-10-01', days: 7 }],
  slotTemplates: { standard: { full: ['09:00', '10:00'], eve: ['09:00'] } },
  businesses: [{ id: 'dy', name: '抵押登记', djlx: '100', slots: 'standard', capacity: 20 }, { id: 'cx', name: '查询', djlx: '', slots: 'standard', capacity: 5 }],
  centres: [{ id: 'hd01', name: '中心', xzqdm: '130400', address: '', worktime: '', phone: '', position: null, businesses: ['dy', 'cx'] }],
};

describe('checkAppointments', () => {
  it('passes sound reference data', () => {
    expect(checkAppointments('appointments/reference.json', sound, new Set(['100']))).toEqual([]);
  });

  it('names each broken reference where it is', () => {
    const broken: AppointmentConfig = {
      ...sound,
      holidays: [{ from: '2026-02-30', days: 1 }, { from: '2026-10-01', days: 7 }],
      workdays: ['2026-10-10', '2026-10-03', '2026-09-31'],
      slotTemplates: { standard: { full: ['10:00', '09:00'], eve: [] } },
      businesses: [...sound.businesses, { id: 'dy', name: '又一个', djlx: '900', slots: 'missing', capacity: 1 }],
      centres: [{ ...sound.centres[0]!, businesses: ['dy', 'zz'] }],
    };
    expect(checkAppointments('f', broken, new Set(['100'])).map((problem) => `${problem.pointer} ${problem.reason}`)).toEqual([
      '/businesses/2/id duplicate id "dy"',
      '/slotTemplates/standard/full slot times must run forward without repeats',
      '/businesses/2/slots unknown slot template "missing"',
      '/businesses/2/djlx no business in the catalogue has djlx "900"',
      '/centres/0/businesses/1 unknown business "zz"',
      '/holidays/0/from "2026-02-30" is not a day of the calendar',
      '/workdays/1 "2026-10-03" is also a holiday',
      '/workdays/2 "2026-09-31" is not a day of the calendar',
    ]);
  });
});
