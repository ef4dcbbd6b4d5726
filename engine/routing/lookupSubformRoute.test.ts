import { describe, expect, it } from 'vitest';
import table from '../../schemas/routing/subform-routes.json' with { type: 'json' };
import { formForId } from '../schemas/formForId';
import type { SubformRouteTable } from '../schemas/types';
import { loadTestRegistry } from '../validation/testing';
import { lookupSubformRoute } from './lookupSubformRoute';

const routes = table as SubformRouteTable;

describe('lookupSubformRoute (spec 001 section 2.3)', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['10', '10'],
    ['7', '10'],
  ])('/info/person?type=%s saves a party of sqr_lx %s', (type, partyType) => {
    const entry = lookupSubformRoute(routes, '/info/person', { type });
    expect(entry).toMatchObject({ form: 'applicant', partyType, readonlyRoute: '/personD' });
  });

  it('opens no form for /info/person without a type (never silently a right holder)', () => {
    expect(lookupSubformRoute(routes, '/info/person', {})).toBeUndefined();
    expect(lookupSubformRoute(routes, '/info/person', { type: '' })).toBeUndefined();
  });

  it('fills the pre-mortgage at /info/dyqinfo on 700/23 and 700/423, the mortgage elsewhere, both savetype 3', () => {
    for (const qllx of ['23', '423']) {
      expect(lookupSubformRoute(routes, '/info/dyqinfo', {}, { djlx: '700', qllx })).toMatchObject({ form: 'ydyqlxx', savetype: '3', readonlyRoute: '/info/Dyqinfo' });
    }
    expect(lookupSubformRoute(routes, '/info/dyqinfo', {}, { djlx: '100', qllx: '4' })).toMatchObject({ form: 'dyqxx', savetype: '3' });
  });

  it.each([
    ['/info/houseinfo', 'fwxx', undefined],
    ['/info/dyxxinfo', 'dyxx', undefined],
    ['/info/qlxxinfo', 'qlxx', '1'],
    ['/info/ygqlxx', 'ygqlxx', '2'],
    ['/info/infofillzxdj', 'zxdj', '4'],
  ])('%s → %s (savetype %s)', (route, form, savetype) => {
    const entry = lookupSubformRoute(routes, route, {});
    expect(entry?.form).toBe(form);
    expect(entry?.savetype).toBe(savetype);
  });

  it('knows no other route', () => {
    expect(lookupSubformRoute(routes, '/info/nothing', {})).toBeUndefined();
  });

  it('names forms that exist: a form id, or a variant group whose variant the data picks', () => {
    const registry = loadTestRegistry();
    for (const entry of routes.routes) expect(formForId(registry, entry.form), entry.form).toBeDefined();
    expect(formForId(registry, 'applicant', { sqr_type: '1' })?.id).toBe('applicant-company');
    expect(formForId(registry, 'applicant', {})?.id).toBe('applicant-individual');
  });
});
