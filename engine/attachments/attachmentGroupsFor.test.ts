import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import { attachmentGroupsFor } from './attachmentGroupsFor';

describe('attachmentGroupsFor', () => {
  const registry = loadTestRegistry();

  it('gives every business of the catalogue its groups, each required 是 or 否, images up to 10 MB', () => {
    for (const parent of registry.catalogue?.parents ?? []) {
      for (const business of parent.Prodefs) {
        const groups = attachmentGroupsFor(registry, business.id);
        expect(groups?.length, business.id).toBeGreaterThan(0);
        expect(groups?.some((group) => group.required === '是')).toBe(true);
        for (const group of groups ?? []) expect(group.maxBytes).toBe(10 * 1024 * 1024);
      }
    }
  });

  it('asks a second-hand sale for the tax receipts, and knows no group for an unknown business', () => {
    expect(attachmentGroupsFor(registry, '3001')?.find((group) => group.id === 'wspz')).toMatchObject({ name: '完税凭证', required: '是' });
    expect(attachmentGroupsFor(registry, '9999')).toBeUndefined();
  });
});
