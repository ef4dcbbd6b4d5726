import { describe, expect, it } from 'vitest';
import { resolvePageSections } from '../pages/resolvePageSections';
import { loadTestRegistry } from '../validation/testing';
import { evaluateCondition } from './evaluateCondition';
import { inlineConditionRefs } from './inlineConditionRefs';

describe('named conditions', () => {
  it('inlines refs, refs inside named conditions too, and leaves an unknown one (which never holds)', () => {
    const named = { a: { fact: 'djlx', eq: '400' }, b: { not: { ref: 'a' } } } as const;
    expect(inlineConditionRefs({ visibleWhen: { ref: 'b' } }, named)).toEqual({ visibleWhen: { not: { fact: 'djlx', eq: '400' } } });
    const unknown = inlineConditionRefs({ ref: 'nope' }, named);
    expect(evaluateCondition(unknown, { facts: {} })).toBe(false);
  });

  const registry = loadTestRegistry();
  const sections = (page: string, facts: Record<string, string | boolean>) => resolvePageSections(registry.pages.get(page)!, { facts }).map((view) => view.section.id);

  it('hides every rights card from one condition written once: 400/23, 200 in 140200, qlxx_isshow false (L65)', () => {
    expect(sections('infofill', { djlx: '400', qllx: '23' })).not.toContain('rights-qlxx');
    expect(sections('infofillclfmm', { djlx: '200', qllx: '4', region: '140200' })).not.toContain('rights-qlxx');
    expect(sections('infofillclfmm', { djlx: '200', qllx: '4', region: '130402' })).toContain('rights-qlxx');
    expect(sections('infofilldyqsc', { djlx: '100', qllx: '4', qlxxIsShow: false })).not.toContain('rights-dyqxx');
  });

  it('keeps the cancellation card on infofillzxdj for 400/23, so BDCZMH, ZXYY and ZXFJ can be entered', () => {
    expect(sections('infofillzxdj', { djlx: '400', qllx: '23', appointment: '0' })).toContain('rights-zxdj');
  });
});
