import { describe, expect, it } from 'vitest';
import type { RegistrationConfig } from '../schemas/types';
import { effectFor } from './effectFor';

const config: RegistrationConfig = {
  effects: [
    { businesses: ['1001', '1002'], kind: 'addMortgage', certificate: [], unit: [], values: {} },
    { businesses: ['4001'], kind: 'removeMortgage', certificate: [], unit: [], values: {} },
  ],
};

describe('effectFor', () => {
  it('finds the effect listing the business, and none for a business without one', () => {
    expect(effectFor(config, '1002')?.kind).toBe('addMortgage');
    expect(effectFor(config, '4001')?.kind).toBe('removeMortgage');
    expect(effectFor(config, '2001')).toBeUndefined();
    expect(effectFor(undefined, '1001')).toBeUndefined();
  });
});
