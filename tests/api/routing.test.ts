import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, startFilingServer } from './filingReviewFixtures';
import { TestClient } from '../support/testClient';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();
const API = '/online/wx/apilist/';

type Envelope<T = Record<string, unknown>> = { errcode: string; data: T };
type Route = { fillPage: string; detailPage: string; nextRoute: string };

/**
 * One routing decision (issue 19, decision 0043): the server answers an application's pages and
 * next step from its stored facts, the same in every answer; the enterprise case
 * 抵押权转移登记（企业） (1004, 100/23, company applicant) lands on infofillscdj.
 */
describe.skipIf(!baseUrl)('one routing decision', () => {
  let server: Awaited<ReturnType<typeof startFilingServer>>;
  let url: string;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the same pages for the enterprise case from getApplyCode, getApply, the list and getYwConfig, and stores the company applicant', async () => {
    const enterprise = await new TestClient(url).signIn('demo-enterprise');
    const created = await enterprise.post<Envelope<Route & { proinstid: string }>>(`${API}getApplyCode`, { prodefid: '1004', appointment: '0', xzqdm: '130402' });
    const expected = { fillPage: 'infofillscdj', detailPage: 'applyDetailDyqzy', nextRoute: '/info/infofillscdj' };
    expect(created.body.data).toMatchObject(expected);
    const { proinstid } = created.body.data;

    const { proinst } = (await enterprise.post<Envelope<{ proinst: Route & { facts: Record<string, unknown> } }>>(`${API}getApply`, { slsqId: proinstid })).body.data;
    expect(proinst).toMatchObject(expected);
    expect(proinst.facts).toMatchObject({ prodefid: '1004', djlx: '100', qllx: '23', applicantType: '1', region: '130402', appointment: '0' });

    const list = (await enterprise.post<Envelope<{ rows: Array<Route & { id: string }> }>>(`${API}getApplyList`, { page: 1, rows: 10 })).body.data.rows;
    expect(list.find((row) => row.id === proinstid)).toMatchObject(expected);

    const config = (await enterprise.post<Envelope<Route>>(`${API}getYwConfig`, { prodefid: '1004' })).body.data;
    expect({ fillPage: config.fillPage, detailPage: config.detailPage }).toEqual({ fillPage: expected.fillPage, detailPage: expected.detailPage });

    const stored = await server.deps.db.selectFrom('applications').select('applicant_type').where('id', '=', proinstid).executeTakeFirstOrThrow();
    expect(stored.applicant_type).toBe('1');
  });

  it('sends the personal mortgage transfer (1003) to infofilldyqzy, and appointment mode to /upload', async () => {
    const enterprise = await new TestClient(url).signIn('demo-enterprise');
    const personal = await enterprise.post<Envelope<Route>>(`${API}getApplyCode`, { prodefid: '1003', appointment: '0', xzqdm: '130402' });
    expect(personal.body.data).toMatchObject({ fillPage: 'infofilldyqzy', nextRoute: '/info/infofilldyqzy' });
    const booked = await enterprise.post<Envelope<Route>>(`${API}getApplyCode`, { prodefid: '1004', appointment: '1', xzqdm: '130402' });
    expect(booked.body.data).toMatchObject({ fillPage: 'infofillscdj', nextRoute: '/upload' });
  });

  it('routes an application stored before the applicant type was (null) by its business, as when it was created', async () => {
    const id = await insertApplication(server.deps.db, 'demo-enterprise', { prodefid: '1004', name: '抵押权转移登记（企业）', qllx: '23' });
    const enterprise = await new TestClient(url).signIn('demo-enterprise');
    const { proinst } = (await enterprise.post<Envelope<{ proinst: Route }>>(`${API}getApply`, { slsqId: id })).body.data;
    expect(proinst).toMatchObject({ fillPage: 'infofillscdj', detailPage: 'applyDetailDyqzy' });
  });
});
