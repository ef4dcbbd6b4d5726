import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../support/startTestServer';
import { TestClient } from '../support/testClient';
import { waitForRecord } from '../support/registryHelpers';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const JINAN = { username: '邯郸冀南置业有限公司', zjh: '91130400MA0D8XYZ1K' };
const JINAN_CERT = '冀(2024)邯郸市不动产权第0045678号';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

describe.skipIf(!databaseUrl)('the registry job queue with two server processes', () => {
  it('works off queued queries once each, in both processes, states only forward', async () => {
    const second = await startTestServer({ DATABASE_URL: databaseUrl });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const first = await new TestClient(baseUrl).signIn('demo-enterprise');
      const other = new TestClient(second.url);
      other.cookie = first.cookie;
      const ids: string[] = [];
      for (let i = 0; i < 16; i++) {
        const client = i % 2 ? other : first;
        const answer = await client.post<{ data: { ID: string } }>('/online/wx/apilist/certificateSearch', { ...JINAN, qzh: i % 4 === 3 ? `无此证${i}` : JINAN_CERT, xzqdm: '130400' });
        ids.push(answer.body.data.ID);
      }
      for (const id of ids) expect((await waitForRecord(first, '/online/wx/apilist/zsrecord', id, 30_000)).state).toBeGreaterThanOrEqual(20);
      const rows = (await db.query<{ attempts: number; finishes: number; finished_by: string; state: number }>('select attempts, finishes, finished_by, state from query_requests where id = any($1)', [ids])).rows;
      expect(rows).toHaveLength(16);
      expect(rows.every((r) => r.attempts === 1 && r.finishes === 1)).toBe(true);
      expect(new Set(rows.map((r) => r.finished_by)).size).toBe(2);
      // A finished record never goes back.
      const moved = await db.query("update query_requests set state = 10 where id = $1 and state < 20", [ids[0]]);
      expect(moved.rowCount).toBe(0);
    } finally {
      await db.end();
      await second.close();
    }
  }, 60_000);
});
