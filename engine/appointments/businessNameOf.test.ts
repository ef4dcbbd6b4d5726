import { describe, expect, it } from 'vitest';
import { businessNameOf } from './businessNameOf';
import type { AppointmentConfig } from './types';

const businesses: AppointmentConfig['businesses'] = [
  { id: 'cx', name: '查询', djlx: '', slots: 's', capacity: 1 },
  { id: 'dy', name: '抵押登记', djlx: '100', slots: 's', capacity: 1 },
];

describe('businessNameOf', () => {
  it('names the business of a registration type, and none for an empty or unknown code', () => {
    const config = { businesses } as AppointmentConfig;
    expect(businessNameOf(config, '100')).toBe('抵押登记');
    expect(businessNameOf(config, '')).toBeUndefined();
    expect(businessNameOf(config, '900')).toBeUndefined();
  });
});
