import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../server/db/database';
import { createEmulatedFilingRegistry } from '../../server/registry/filing/emulatedFilingRegistry';
import { createOutbox } from '../../server/outbox/outbox';
import type { RunningServer } from '../../server/startServer';
import { CLERK_TOKEN } from '../support/accountHelpers';
import { TestClient } from '../support/testClient';
import { insertApplication, signedInCitizen, startFilingServer } from './filingReviewFixtures';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

type Envelope<T> = { errcode: string; errmsg: string; data: T };
type ClerkRow = { id: string; prolsh: string; shzt: number; kyy: number; sh_xmsl_yj: string | null; sh_qjdc_yj: string | null; materials: number };
type TrailRow = { process_name: string; activity_name: string; opinion: string | null; started_at: string };

describe.skipIf(!baseUrl)("the registry's side: acceptance on submit, progress trail, clerk review", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const clerk = <T = ClerkRow>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, token: string | null = CLERK_TOKEN) =>
    new TestClient(server.url).request<Envelope<T>>(method, `/admin/api/filing/applications${path}`, {
      ...(body ? { body: JSON.stringify(body) } : {}),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const stored = (id: string) => db().selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const trail = (id: string) => db().selectFrom('application_trail').select(['activity_name', 'opinion']).where('application_id', '=', id).orderBy('id').execute();
  // The registry accepts inside the hall's transaction (submit's); here one of the test's own.
  const accept = (id: string, database = db(), registry = server.deps.filingRegistry) => database.transaction().execute((tx) => registry.acceptApplication(id, tx));
  const progress = (client: TestClient, lsh: string) => client.post<Envelope<{ serialNumber: string; processName: string; activityName: string }>>('/online/wx/apilist/process', { lsh });
  const submitted = async (prefix = 'rv') => {
    const citizen = await signedInCitizen(server.url, db(), prefix);
    const id = await insertApplication(db(), citizen.openid);
    const accepted = await accept(id);
    return { ...citizen, id, prolsh: accepted!.prolsh };
  };

  it('accepts a submitted draft: an acceptance number, shzt 0, kyy 1, the trail, and a progress record the owner finds', async () => {
    const { client, id, prolsh } = await submitted();
    expect(prolsh).toMatch(/^DJ\d{4}W\d{5,}$/);
    expect(await stored(id)).toMatchObject({ shzt: 0, kyy: 1, prolsh });
    expect((await stored(id)).submitted_at).not.toBeNull();
    expect(await trail(id)).toEqual([
      { activity_name: '网上申请', opinion: null },
      { activity_name: '受理', opinion: null },
    ]);
    expect((await progress(client, prolsh)).body).toMatchObject({ errcode: '00', data: { serialNumber: prolsh, processName: '一般抵押权首次登记', activityName: '受理' } });
    const stranger = await signedInCitizen(server.url, db(), 'rs');
    expect((await progress(stranger.client, prolsh)).status).toBe(404);
  });

  it('accepts only an editable application; anything else is left as it was', async () => {
    const { openid, id, prolsh } = await submitted();
    expect(await accept(id)).toBeUndefined();
    expect(await accept('no-such-application')).toBeUndefined();
    const approved = await insertApplication(db(), openid, { shzt: 10 });
    expect(await accept(approved)).toBeUndefined();
    expect(await stored(approved)).toMatchObject({ shzt: 10, prolsh: null, kyy: 0 });
    expect(await trail(id)).toHaveLength(2);
    expect((await stored(id)).prolsh).toBe(prolsh);
  });

  it('refuses the clerk API without the token or with a wrong one (401), changing nothing', async () => {
    const { id } = await submitted();
    for (const token of [null, 'wrong-token', `${CLERK_TOKEN}x`]) {
      expect((await clerk('GET', '', undefined, token)).status).toBe(401);
      expect(await clerk('POST', `/${id}/approve`, {}, token)).toMatchObject({ status: 401, body: { errcode: '01', errmsg: '办事员凭证无效' } });
      expect((await clerk('POST', `/${id}/reject`, { sh_xmsl_yj: '材料不全' }, token)).status).toBe(401);
    }
    // A citizen's session is not a clerk's credential.
    const citizen = await signedInCitizen(server.url, db(), 'rc');
    expect((await citizen.client.post(`/admin/api/filing/applications/${id}/approve`)).status).toBe(401);
    expect(await stored(id)).toMatchObject({ shzt: 0 });
    expect(await trail(id)).toHaveLength(2);
  });

  it('lists applications awaiting review and shows one with its trail, no ID or phone numbers', async () => {
    const { id, prolsh, cardnum } = await submitted();
    const list = await clerk<{ list: ClerkRow[] }>('GET', '?shzt=0&rows=100');
    expect(list.status).toBe(200);
    expect(list.body.data.list.find((row) => row.id === id)).toMatchObject({ prolsh, shzt: 0, materials: 0 });
    expect(list.body.data.list.every((row) => row.shzt === 0)).toBe(true);
    const detail = await clerk<ClerkRow & { trail: TrailRow[] }>('GET', `/${id}`);
    expect(detail.body.data.trail.map((step) => step.activity_name)).toEqual(['网上申请', '受理']);
    expect(JSON.stringify(detail.body)).not.toContain(cardnum);
    expect((await clerk('GET', '/no-such-application')).status).toBe(404);
    expect((await clerk('GET', '?shzt=abc')).status).toBe(400);
    // Drafts never reached the registry: the clerk cannot list them.
    expect((await clerk('GET', '?shzt=-1')).status).toBe(400);
  });

  it('approves an application awaiting review (shzt 10) once; approving or rejecting it again is refused', async () => {
    const { client, id, prolsh } = await submitted();
    const approved = await clerk('POST', `/${id}/approve`, {});
    expect(approved).toMatchObject({ status: 200, body: { errcode: '00', data: { id, shzt: 10, prolsh } } });
    expect(await stored(id)).toMatchObject({ shzt: 10, kyy: 1 });
    for (const [action, body] of [
      ['approve', {}],
      ['reject', { sh_xmsl_yj: '晚了' }],
    ] as const) {
      expect(await clerk('POST', `/${id}/${action}`, body)).toMatchObject({ status: 409, body: { errmsg: '该申请不在待审核状态' } });
    }
    expect((await trail(id)).map((step) => step.activity_name)).toEqual(['网上申请', '受理', '审核通过']);
    expect((await progress(client, prolsh)).body.data.activityName).toBe('审核通过');
    expect((await clerk('POST', '/no-such-application/approve', {})).status).toBe(404);
  });

  it('rejects with opinions (shzt 11, kyy back to 0); the resubmitted application keeps its number', async () => {
    const { client, id, prolsh } = await submitted();
    expect(await clerk('POST', `/${id}/reject`, { sh_xmsl_yj: '  ', sh_qjdc_yj: '' })).toMatchObject({ status: 400, body: { errmsg: '请填写驳回意见' } });
    expect((await clerk('POST', `/${id}/reject`, { sh_xmsl_yj: '意'.repeat(501) })).status).toBe(400);
    expect(await stored(id)).toMatchObject({ shzt: 0 });

    const rejected = await clerk('POST', `/${id}/reject`, { sh_xmsl_yj: '申请材料不全', sh_qjdc_yj: '请补充身份证明' });
    expect(rejected.body.data).toMatchObject({ shzt: 11, sh_xmsl_yj: '申请材料不全', sh_qjdc_yj: '请补充身份证明' });
    expect(await stored(id)).toMatchObject({ shzt: 11, kyy: 0 });
    expect((await trail(id)).at(-1)).toEqual({ activity_name: '审核不通过', opinion: '受理意见：申请材料不全；权籍调查意见：请补充身份证明' });
    expect((await clerk('POST', `/${id}/approve`, {})).status).toBe(409);

    expect(await accept(id)).toEqual({ prolsh });
    expect(await stored(id)).toMatchObject({ shzt: 0, kyy: 1, prolsh, sh_xmsl_yj: null, sh_qjdc_yj: null });
    expect((await progress(client, prolsh)).body.data.activityName).toBe('受理');
  });

  it('numbers applications uniquely when many are submitted at once (on PostgreSQL from two connection pools, as two processes)', async () => {
    const { openid } = await signedInCitizen(server.url, db(), 'rq');
    const ids = await Promise.all(Array.from({ length: 24 }, () => insertApplication(db(), openid)));
    const other = databaseUrl ? createDatabase({ databaseUrl, dataDir: '' }) : undefined;
    try {
      const pools = [db(), other ?? db()];
      const registries = [server.deps.filingRegistry, other ? createEmulatedFilingRegistry(other, createOutbox(other)) : server.deps.filingRegistry];
      const results = await Promise.all(ids.map((id, n) => accept(id, pools[n % 2], registries[n % 2])));
      const numbers = results.map((result) => result?.prolsh);
      expect(numbers.every(Boolean)).toBe(true);
      expect(new Set(numbers).size).toBe(ids.length);
      // The same application submitted five times at once is accepted once.
      const twice = await insertApplication(db(), openid);
      const races = await Promise.all(Array.from({ length: 5 }, (_, n) => accept(twice, pools[n % 2], registries[n % 2])));
      expect(races.filter(Boolean)).toHaveLength(1);
      expect(await trail(twice)).toHaveLength(2);
    } finally {
      await other?.destroy();
    }
  });
});
