import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnTestServer } from '../support/ownTestServer';
import { newSignedInUser, TestClient } from '../support/testClient';

/**
 * The registry's region is the server's REGISTRY_REGION_CODE (decision 0078), not a written
 * 130400: a server configured for another region tells the browser that one (the region and
 * download lists start from it) and offers the hall's forms for it.
 */

const REGION = '130100';
type Listed = { errcode: string; data: Array<{ fileName: string; fileAlias: string }> };
let server: Awaited<ReturnType<typeof startOwnTestServer>>;

beforeAll(async () => {
  server = await startOwnTestServer({ REGISTRY_REGION_CODE: REGION, REGISTRY_REGION_NAME: '石家庄市' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe("a server's own region", () => {
  it('answers it as the default region of the app information, before and after sign-in', async ({ skip }) => {
    if (!server) return skip();
    const item = await new TestClient(server.url).post<{ data: { defaultRegion: string } }>('/wechat/api/wechatitem/get');
    expect(item.body.data.defaultRegion).toBe(REGION);
    const { client } = await newSignedInUser(server.url, 'region');
    const info = await client.get<{ data: { app: { defaultRegion: string } } }>('/api/app/appinfo', { syscode: 'sys_admin', dbfileds: 'app' });
    expect(info.body.data.app.defaultRegion).toBe(REGION);
  });

  it("lists the hall's forms under it: asked for no region, or for it", async ({ skip }) => {
    if (!server) return skip();
    const { client } = await newSignedInUser(server.url, 'region');
    const unasked = await client.post<Listed>('/online/wx/apilist/getZlxzList', {});
    expect(unasked.body.data.map((file) => file.fileAlias)).toEqual(['hd-sqs', 'hd-wts', 'hd-clqd']);
    const asked = await client.post<Listed>('/online/wx/apilist/getZlxzList', { xzqdm: REGION, searchValue: '委托' });
    expect(asked.body.data).toEqual([{ fileName: '授权委托书.pdf', fileAlias: 'hd-wts' }]);
    // The region written before is not this server's: nothing of the hall's is listed for it.
    expect((await client.post<Listed>('/online/wx/apilist/getZlxzList', { xzqdm: '130400' })).body.data).toEqual([]);
  });
});
