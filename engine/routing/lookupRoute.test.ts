import { describe, expect, it } from 'vitest';
import table from '../../schemas/routing/fill-routes.json' with { type: 'json' };
import type { RoutingTable } from '../schemas/types';
import { lookupRoute } from './lookupRoute';

const routing = table as RoutingTable;
const route = (djlx: string, qllx: string, extra: Record<string, string> = {}) => lookupRoute(routing, { djlx, qllx, appointment: '0', ...extra });

describe('lookupRoute (spec 001 section 4)', () => {
  it.each([
    ['100', '23', 'infofilldyqzy', 'applyDetailDyqzy'],
    ['100', '4', 'infofilldyqsc', 'applyDetailDyqsc'],
    ['200', '23', 'infofilldyqzy', 'applyDetailDyqzy'],
    ['200', '4', 'infofillclfmm', 'applyDetailClfmm'],
    ['700', '23', 'infofillydy', 'applyDetailYdy'],
    ['700', '423', 'infofillyg_ydy', 'applyDetailYg_Ydy'],
    ['700', '4', 'infofillygdj', 'applyDetailYgdj'],
    ['400', '23', 'infofillzxdj', 'applyDetailZxdj'],
    ['400', '4', 'infofillzxdj', 'applyDetailZxdj'],
    ['300', '4', 'infofill', 'ApplyDetail'],
    ['700', '99', 'infofill', 'ApplyDetail'],
  ])('%s/%s → %s and %s', (djlx, qllx, fill, detail) => {
    const decision = route(djlx, qllx);
    expect(decision.path).toBe(`/info/${fill}`);
    expect(decision.detailPage).toBe(detail);
  });
  it('sends a company applicant on 100/23 to infofillscdj', () => {
    expect(route('100', '23', { applicantType: '1' }).path).toBe('/info/infofillscdj');
    expect(route('100', '4', { applicantType: '1' }).path).toBe('/info/infofilldyqsc');
  });
  it('goes to /upload in appointment mode', () => {
    expect(route('200', '4', { appointment: '1' }).path).toBe('/upload');
  });
  it('continues cancellation to /upload', () => {
    expect(route('400', '23').then).toBe('/upload');
  });
});
