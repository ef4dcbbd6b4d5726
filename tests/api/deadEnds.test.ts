import { describe, expect, inject, it } from 'vitest';
import { newSignedInUser } from '../support/testClient';

/** Issue 27, part 2: what a citizen is answered where the app used to stop. */
const baseUrl = inject('baseUrl');

describe.skipIf(!baseUrl)('a page address carrying an openid', () => {
  it("shows the app for someone else's openid in a page's query, and still refuses it in an API call", async () => {
    const { client } = await newSignedInUser(baseUrl, 'oid');
    const page = await client.request('GET', '/prodoing?openid=someone-else', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(String(page.body)).toContain('<div id="root"');
    const call = await client.post('/online/wx/apilist/validateUserInfo', { openid: 'someone-else' });
    expect(call.status).toBe(403);
  });
});
