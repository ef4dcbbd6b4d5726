import { describe, expect, it } from 'vitest';
import { resolvePageSections } from '../../../engine/pages/resolvePageSections';
import { buildRegistry } from '../../../engine/schemas/buildRegistry';
import routing from '../../../schemas/routing/fill-routes.json';
import sale from '../../../schemas/pages/fill/infofillclfmm.json';
import { flowFacts } from './facts';
import { readFlowQuery } from './flowQuery';

const registry = buildRegistry({ 'routing/fill-routes.json': routing, 'pages/fill/infofillclfmm.json': sale });
const page = registry.pages.get('infofillclfmm')!;
const sections = (region: string, qlxxIsShow?: unknown) =>
  resolvePageSections(page, { facts: flowFacts(readFlowQuery(new URLSearchParams('djlx=200&qllx=4&appointment=0')), { region, qlxxIsShow }) }).map((view) => view.section.id);

describe('flowFacts', () => {
  it('gives the rules the application region: 140200 hides the rights card of a second-hand sale (djlx 200)', () => {
    expect(sections('130404')).toContain('rights-qlxx');
    expect(sections('140200')).not.toContain('rights-qlxx');
  });

  it('hides the rights card when validateUserInfo says qlxx_isshow false, and every section in appointment mode', () => {
    expect(sections('130404', '0')).not.toContain('rights-qlxx');
    const appointment = flowFacts(readFlowQuery(new URLSearchParams('djlx=200&qllx=4&appointment=1')), { region: '130404' });
    expect(resolvePageSections(page, { facts: appointment })).toEqual([]);
  });

  it('falls back to the region of the query when the application has none', () => {
    expect(flowFacts(readFlowQuery(new URLSearchParams('xzqdm=630100'))).region).toBe('630100');
  });
});
