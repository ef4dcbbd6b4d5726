import { describe, expect, it } from 'vitest';
import { applyDefaults } from '../defaults/applyDefaults';
import { loadTestRegistry } from '../validation/testing';
import { businessDefaults } from './businessDefaults';

describe('businessDefaults', () => {
  const registry = loadTestRegistry();
  const dyqxx = registry.forms.get('dyqxx')!;
  const opened = (prodefid: string) => applyDefaults(dyqxx, businessDefaults(registry, prodefid, 'dyqxx'));

  it('opens the mortgage of a maximum-amount business (1002) at dyfs 2, an ordinary one (1001) at 1', () => {
    expect(opened('1002').dyfs).toBe('2');
    expect(opened('1001').dyfs).toBe('1');
  });

  it('gives nothing to other forms or unknown businesses', () => {
    expect(businessDefaults(registry, '1002', 'qlxx')).toEqual({});
    expect(businessDefaults(registry, '9999', 'dyqxx')).toEqual({});
  });
});
