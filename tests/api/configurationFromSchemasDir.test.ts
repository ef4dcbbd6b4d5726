import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode, randomPhone } from '../support/accountHelpers';
import { bookingUser, slotsOf, type StateBody } from '../support/appointmentHelpers';
import type { startOwnTestServer } from '../support/ownTestServer';
import { copySchemas } from '../support/schemasCopy';
import { newSignedInUser } from '../support/testClient';

/**
 * Every text the server says comes from the configuration SCHEMAS_DIR names (decision 0069), not
 * from the repository's schemas/ built into the code: a server on an edited copy answers the
 * copy's citizen message, staff message, notification template and page titles.
 */

const schemas = copySchemas('hall-texts-from-dir');
let server: Awaited<ReturnType<typeof startOwnTestServer>>;

beforeAll(async () => {
  schemas.edit<Record<string, string>>('messages/zh-CN.json', (messages) => {
    messages['account.smsText'] = '【本地登记中心】验证码为{code}，{minutes}分钟内有效。';
  });
  schemas.edit<Record<string, string>>('messages/en.json', (messages) => {
    messages['errors.notFound'] = 'Nothing lives here';
  });
  schemas.edit<Record<string, string>>('messages/staff/zh-CN.json', (messages) => {
    messages['staff.signInFailed'] = '账号或密码不对（本地）';
  });
  schemas.edit<{ templates: Record<string, { title: Record<string, string> }> }>('notifications/templates.json', (config) => {
    config.templates['booking.made']!.title['zh-CN'] = '预约办好了';
  });
  schemas.edit<{ pages: Array<{ name: string; titleKey: string }> }>('app/pages.json', (config) => {
    config.pages.find((page) => page.name === 'messages')!.titleKey = 'app.name';
  });
  // Codes that outlive a busy machine: the test is about words, not timing.
  server = await schemas.startServer({ PHONE_CODE_TTL_SECONDS: '300', WX_CODE_TTL_SECONDS: '300' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  schemas.remove();
});

describe('texts read from SCHEMAS_DIR', () => {
  it("texts a phone code and refuses in the copy's words, citizen's and staff's", async () => {
    if (!server) return; // the PostgreSQL half without a server: skipped, as the suite reports
    const { client } = await newSignedInUser(server.url, 'texts');
    const phone = randomPhone();
    await client.post('/online/wx/apilist/getPhoneCode', { phone });
    const sms = await client.get<{ data: { text: string }[] }>('/wechat/emulator/sms', { phone, format: 'json' });
    expect(sms.body.data[0]?.text).toMatch(/^【本地登记中心】验证码为\d{6}，\d+分钟内有效。$/);
    expect(await latestSmsCode(client, phone)).toMatch(/^\d{6}$/);

    const missing = await fetch(`${server.url}/api/no-such-thing`, { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(404);
    expect(JSON.stringify(await missing.json())).toContain('Nothing lives here');

    const staff = await fetch(`${server.url}/staff/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody', password: 'wrong-password-1' }) });
    expect(staff.status).toBe(401);
    expect(JSON.stringify(await staff.json())).toContain('账号或密码不对（本地）');
  }, 120_000);

  it("tells a booking in the copy's template and serves the copy's page titles", async () => {
    if (!server) return;
    const citizen = await bookingUser(server.url, '王晓明');
    const { slots } = await slotsOf(citizen.client, 'hd02', 0, 2);
    const booked = await citizen.client.post<StateBody>('/online/wx/appoint/addApmCount', { countId: slots[0]!.timeId });
    expect(booked.body.state).toBe(1);
    // The message is written by the outbox's worker, after the booking answered: wait for it.
    await expect
      .poll(async () => (await citizen.client.get<{ data: { list: { kind: string; title: string }[] } }>('/api/messages')).body.data.list, { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'booking.made', title: '预约办好了' })]));

    const pages = await citizen.client.post<{ data: { pages: { name: string; titleKey: string }[] } }>('/api/app/pageinfo');
    expect(pages.body.data.pages.find((page) => page.name === 'messages')?.titleKey).toBe('app.name');
  }, 120_000);
});
