import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import { routeApplication } from './routeApplication';

const registry = loadTestRegistry();

describe('routeApplication', () => {
  it('sends the company business 抵押权转移登记（企业） (1004, 100/23) to infofillscdj, the personal one (1003) to infofilldyqzy', () => {
    const company = routeApplication(registry, { prodefid: '1004', xzqdm: '130402', appointment: '0' });
    expect(company).toMatchObject({ fillPage: 'infofillscdj', detailPage: 'applyDetailDyqzy', nextRoute: '/info/infofillscdj' });
    expect(company.facts).toMatchObject({ djlx: '100', qllx: '23', applicantType: '1', region: '130402', appointment: '0' });
    expect(routeApplication(registry, { prodefid: '1003', appointment: '0' })).toMatchObject({ fillPage: 'infofilldyqzy', nextRoute: '/info/infofilldyqzy' });
  });

  it('routes by the applicant type the application was stored with, over its business', () => {
    expect(routeApplication(registry, { prodefid: '1003', applicantType: '1' }).fillPage).toBe('infofillscdj');
    expect(routeApplication(registry, { prodefid: '1004', applicantType: '2' }).fillPage).toBe('infofilldyqzy');
  });

  it('goes on to /upload in appointment mode and after a cancellation page', () => {
    expect(routeApplication(registry, { prodefid: '1004', appointment: '1' })).toMatchObject({ fillPage: 'infofillscdj', nextRoute: '/upload' });
    const cancellation = routeApplication(registry, { prodefid: '1001', djlx: '400', qllx: '23' });
    expect(cancellation).toMatchObject({ fillPage: 'infofillzxdj', detailPage: 'applyDetailZxdj', then: '/upload' });
  });

  it('decides no page without a routing table', () => {
    expect(routeApplication({ ...registry, routing: undefined }, { prodefid: '1001' })).toMatchObject({ fillPage: undefined, nextRoute: undefined });
  });
});
