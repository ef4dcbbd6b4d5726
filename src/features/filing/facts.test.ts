import { describe, expect, it } from 'vitest';
import { resolvePageSections } from '../../../engine/pages/resolvePageSections';
import { buildRegistry } from '../../../engine/schemas/buildRegistry';
import routing from '../../../schemas/routing/fill-routes.json';
import sale from '../../../schemas/pages/fill/infofillclfmm.json';
import { flowFacts } from './facts';

const registry = buildRegistry({ 'routing/fill-routes.json': routing, 'pages/fill/infofillclfmm.json': sale });
const page = registry.pages.get('infofillclfmm')!;
const served = { djlx: '200', qllx: '4', appointment: '0', applicantType: '2' };
const sections = (region: string, qlxxIsShow?: unknown) => resolvePageSections(page, { facts: flowFacts({ ...served, region }, qlxxIsShow) }).map((view) => view.section.id);

describe('flowFacts', () => {
  it("gives the rules the server's facts: region 140200 hides the rights card of a second-hand sale (djlx 200)", () => {
    expect(sections('130404')).toContain('rights-qlxx');
    expect(sections('140200')).not.toContain('rights-qlxx');
    expect(flowFacts({ ...served, region: '130404' }).applicantType).toBe('2');
  });

  it('hides the rights card when validateUserInfo says qlxx_isshow false, and every section in appointment mode', () => {
    expect(sections('130404', '0')).not.toContain('rights-qlxx');
    expect(resolvePageSections(page, { facts: flowFacts({ ...served, appointment: '1', region: '130404' }) })).toEqual([]);
  });
});
