import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ADMIN_URL } from '../support/freshPostgres';
import { startServerProcess } from '../support/serverProcess';
import { startTestServer } from '../support/startTestServer';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

describe.skipIf(!databaseUrl)('several server processes on one PostgreSQL database', () => {
  it('share sessions, idempotency and files', async () => {
    const second = await startTestServer({ DATABASE_URL: databaseUrl });
    try {
      const { client } = await newSignedInUser(baseUrl);
      const elsewhere = new TestClient(second.url);
      elsewhere.cookie = client.cookie;
      expect((await elsewhere.get('/api/app/appinfo')).status).toBe(200);

      const first = await client.post('/wechat/api/wechatuser/refreshuser', { reqseq: 'shared-1' });
      const replayed = await elsewhere.post('/wechat/api/wechatuser/refreshuser', { reqseq: 'shared-1' });
      expect(replayed.headers.get('idempotent-replay')).toBe('true');
      expect(replayed.body).toEqual(first.body);
    } finally {
      await second.close();
    }
  });

  it('keeps serving when the database ends its idle connections (a restart, a failover, an administrator)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-lost-'));
    // Its connections carry a name of their own, so only they are ended, not the shared test server's.
    const run = startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PGAPPNAME: 'hall-connection-lost' });
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    try {
      const url = await run.listening();
      expect((await newSignedInUser(url)).client).toBeTruthy(); // its pool now holds idle connections
      await admin.connect();
      const database = new URL(databaseUrl).pathname.slice(1);
      const ended = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'hall-connection-lost'", [database]);
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(run.child.exitCode, run.output()).toBeNull();
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await newSignedInUser(url)).client).toBeTruthy();
      expect(run.output()).toContain('database connection lost');
    } finally {
      await admin.end();
      await run.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
