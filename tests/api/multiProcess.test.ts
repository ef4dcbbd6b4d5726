import { describe, expect, inject, it } from 'vitest';
import { startTestServer } from '../support/startTestServer';
import { newSignedInUser, TestClient } from '../support/testClient';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

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
});
