import { describe, expect, it } from 'vitest';
import { centreBusinesses } from './centreBusinesses';
import type { AppointmentConfig } from './types';

const config: AppointmentConfig = {
  queue: { id: '1', strtime: '09:00', addtime: 60, yuyueabovetime: 30, cancelyuyuetime: 60, yuyueday: 7 },
  holidays: [],
  slotTemplates: { standard: { full: ['09:00', '14:00'], eve: ['09:00'] }, short: { full: ['10:30'], eve: [] } },
  businesses: [
    { id: 'dy', name: '抵押登记', djlx: '100', slots: 'standard', capacity: 20 },
    { id: 'zy', name: '赠与', djlx: '200', slots: 'short', capacity: 2 },
  ],
  centres: [
    { id: 'a', name: 'A', xzqdm: '130400', address: '', worktime: '', phone: '', position: null, businesses: ['zy', 'dy'] },
    { id: 'b', name: 'B', xzqdm: '130400', address: '', worktime: '', phone: '', position: null, businesses: ['dy'] },
  ],
};

describe('centreBusinesses', () => {
  it('gives each centre its own businesses in its order, with their template and places', () => {
    expect(centreBusinesses(config)).toEqual([
      { processId: 'a-zy', areaId: 'a', name: '赠与', djlx: '200', starts: { '1': ['10:30'], '2': [] }, capacity: 2, sort: 0 },
      { processId: 'a-dy', areaId: 'a', name: '抵押登记', djlx: '100', starts: { '1': ['09:00', '14:00'], '2': ['09:00'] }, capacity: 20, sort: 1 },
      { processId: 'b-dy', areaId: 'b', name: '抵押登记', djlx: '100', starts: { '1': ['09:00', '14:00'], '2': ['09:00'] }, capacity: 20, sort: 0 },
    ]);
  });
});
