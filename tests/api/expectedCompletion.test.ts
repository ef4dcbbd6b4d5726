import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/startServer';
import { createFreshDatabase } from '../support/freshPostgres';
import { registryAccepts } from '../support/registryAccepts';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { insertApplication, signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type Progress = { activityName: string; expectedBy: string | null; expectedBasis: string | null };
const DAY_MS = 86_400_000;
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The citizen's progress query shows the date the hall expects a case completed by (issue 31): the
 * day by which 90 % of its business completed in the last year, from its submission; the last day
 * of its statutory period while fewer than ten completed. On a database of this file's own.
 */
describe.skipIf(!baseUrl)("the progress query's expected completion date (issue 31)", () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let acceptance: StaffClient;
  beforeAll(async () => {
    database = databaseUrl ? await createFreshDatabase() : undefined;
    server = await startFilingServer(database?.url ?? '');
    acceptance = await signInStaff(server.url, 'demo-acceptance', 'demo-acceptance-2026');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const db = () => server.deps.db;
  const submitted = async (prodefid: string) => {
    const citizen = await signedInCitizen(server.url, db(), 'ec');
    const id = await insertApplication(db(), citizen.openid, { prodefid });
    await registryAccepts(server.deps, id);
    const { prolsh } = await db().selectFrom('applications').select('prolsh').where('id', '=', id).executeTakeFirstOrThrow();
    const progress = async () => (await citizen.client.post<Envelope<Progress>>('/online/wx/apilist/process', { lsh: prolsh })).body.data;
    return { id, progress };
  };
  /** Ten cases of a business completed (发证) now, 1 to 10 days after their first submission: the 90th percentile is 9 days. */
  const tenCompleted = async (prodefid: string) => {
    for (let days = 1; days <= 10; days += 1) {
      const id = await insertApplication(db(), `ec-done-${crypto.randomUUID()}`, { prodefid, shzt: 30 });
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
      await db()
        .insertInto('application_trail')
        .values([
          { application_id: id, process_name: '一般抵押权首次登记', activity_name: '网上申请', opinion: null, started_at: at(days) },
          { application_id: id, process_name: '一般抵押权首次登记', activity_name: '发证', opinion: null, started_at: at(0), actor_username: 'demo-certificate', actor_role: 'certificate_clerk' },
        ])
        .execute();
    }
  };

  it('is the statutory last day while too few cases completed, the day 90 % completed by once ten did; none once decided', async () => {
    const first = await submitted('1001');
    const deadline = (await db().selectFrom('review_cases').select('deadline').where('application_id', '=', first.id).executeTakeFirstOrThrow()).deadline;
    expect(await first.progress()).toMatchObject({ expectedBy: chinaDay(new Date(deadline.getTime() - 1)), expectedBasis: 'statutory' });

    // A business's figure is kept ten minutes (1001's, counted above, stays): another business is counted afresh.
    await tenCompleted('1002');
    const second = await submitted('1002');
    const submittedAt = (await db().selectFrom('application_trail').select('started_at').where('application_id', '=', second.id).where('activity_name', '=', '网上申请').executeTakeFirstOrThrow()).started_at;
    expect(await second.progress()).toMatchObject({ expectedBy: chinaDay(new Date(submittedAt.getTime() + 9 * DAY_MS)), expectedBasis: 'p90' });

    const rejected = await acceptance.post(`/staff/api/review/applications/${second.id}/reject`, { requestId: crypto.randomUUID(), stage: 'acceptance', opinions: { sh_xmsl_yj: '申请材料不全', sh_qjdc_yj: '' } });
    expect(rejected.status).toBe(200);
    expect(await second.progress()).toMatchObject({ expectedBy: null, expectedBasis: null });
  });
});
