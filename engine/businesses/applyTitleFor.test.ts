import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import { applyTitleFor } from './applyTitleFor';
import { findBusiness } from './findBusiness';

const registry = loadTestRegistry();

describe('business catalogue and apply titles', () => {
  it('finds a sub-business with its parent', () => {
    const found = findBusiness(registry.catalogue, 2003);
    expect(found?.business).toMatchObject({ djlx: '700', qllx: '423' });
    expect(found?.parent.Prodef_name).toBe('预告登记');
    expect(findBusiness(registry.catalogue, 'nope')).toBeUndefined();
  });
  it('answers getApplyTitle with the title configuration and aliases', () => {
    const title = applyTitleFor(registry, '1001');
    expect(title?.qlrAlias).toBe('抵押权人');
    expect(title?.fwxx.find((entry) => entry.field === 'bdcqzmh')?.isfillin).toBe('1');
    expect(applyTitleFor(registry, '2003')?.fwxx.find((entry) => entry.field === 'bdcqzmh')?.isfillin).toBe('0');
    expect(applyTitleFor(registry, '1001', 'en')?.ywrAlias).toBe('Mortgagor');
    expect(applyTitleFor(registry, '404')).toBeUndefined();
  });
  it('every business of every kind routes somewhere and has its titles', () => {
    for (const parent of registry.catalogue?.parents ?? []) {
      for (const business of parent.Prodefs) expect(applyTitleFor(registry, business.id), business.id).toBeDefined();
    }
  });
});
