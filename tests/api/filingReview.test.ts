import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database';
import { createEmulatedFilingRegistry } from '../../server/hallFilingRegistry';
import { createOutbox } from '../../server/outbox/outbox';
import type { RunningServer } from '../../server/startServer';
import { RETIRED_CLERK_TOKEN } from '../support/accountHelpers';
import { TestClient } from '../support/testClient';
import { insertApplication, signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { registryAccepts } from '../support/registryAccepts';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T> = { errcode: string; errmsg: string; data: T };

describe.skipIf(!baseUrl)("the registry's side: acceptance on submit, progress trail", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const stored = (id: string) => db().selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const trail = (id: string) => db().selectFrom('application_trail').select(['activity_name', 'opinion']).where('application_id', '=', id).orderBy('id').execute();
  // The registry accepts inside the hall's transaction (submit's), filing writing what it decided; here one of the test's own.
  const accept = (id: string, database = db(), registry = server.deps.filingRegistry) => registryAccepts({ db: database, filingRegistry: registry, schemas: server.deps.schemas }, id);
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
    ]);
    expect((await progress(client, prolsh)).body).toMatchObject({ errcode: '00', data: { serialNumber: prolsh, processName: '一般抵押权首次登记', activityName: '网上申请', acceptedAt: null } });
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
    expect(await trail(id)).toHaveLength(1);
    expect((await stored(id)).prolsh).toBe(prolsh);
  });

  it('no longer reviews with the development bearer token: review is a staff call (docs/decisions/0050)', async () => {
    const { id } = await submitted();
    for (const action of ['approve', 'reject']) {
      const answer = await new TestClient(server.url).request('POST', `/admin/api/filing/applications/${id}/${action}`, {
        body: JSON.stringify({ sh_xmsl_yj: '材料不全' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${RETIRED_CLERK_TOKEN}` },
      });
      expect(answer.status).toBe(404);
    }
    expect((await new TestClient(server.url).request('GET', '/admin/api/filing/applications', { headers: { authorization: `Bearer ${RETIRED_CLERK_TOKEN}` } })).status).toBe(404);
    // The whole clerk API is retired (issue 32, decision 0101): its last addresses open nothing either.
    const retired = ['GET /admin/api/articles', 'POST /admin/api/articles', 'GET /admin/api/feedback', 'POST /admin/api/feedback/1/reply', 'POST /admin/api/appointments/days', 'POST /admin/api/appointments/applications'];
    for (const call of retired) {
      const [method, path] = call.split(' ') as [string, string];
      const answer = await new TestClient(server.url).request(method, path, { body: method === 'POST' ? '{}' : undefined, headers: { 'content-type': 'application/json', authorization: `Bearer ${RETIRED_CLERK_TOKEN}` } });
      expect([call, answer.status]).toEqual([call, 404]);
    }
    expect(await stored(id)).toMatchObject({ shzt: 0 });
    expect(await trail(id)).toHaveLength(1);
  });

  it('numbers applications uniquely when many are submitted at once (on PostgreSQL from two connection pools, as two processes)', async () => {
    const { openid } = await signedInCitizen(server.url, db(), 'rq');
    const ids = await Promise.all(Array.from({ length: 24 }, () => insertApplication(db(), openid)));
    const other = databaseUrl ? createDatabase({ databaseUrl, dataDir: '' }) : undefined;
    try {
      const pools = [db(), other ?? db()];
      const registries = [server.deps.filingRegistry, other ? createEmulatedFilingRegistry(other, createOutbox(other), server.deps.schemas) : server.deps.filingRegistry];
      const results = await Promise.all(ids.map((id, n) => accept(id, pools[n % 2], registries[n % 2])));
      const numbers = results.map((result) => result?.prolsh);
      expect(numbers.every(Boolean)).toBe(true);
      expect(new Set(numbers).size).toBe(ids.length);
      // The same application submitted five times at once is accepted once.
      const twice = await insertApplication(db(), openid);
      const races = await Promise.all(Array.from({ length: 5 }, (_, n) => accept(twice, pools[n % 2], registries[n % 2])));
      expect(races.filter(Boolean)).toHaveLength(1);
      expect(await trail(twice)).toHaveLength(1);
    } finally {
      await other?.destroy();
    }
  });
});
