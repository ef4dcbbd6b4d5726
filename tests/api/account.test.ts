import { describe, expect, it, onTestFinished } from 'vitest';
import { latestSmsCode, passFace, randomIdNumber, randomPhone } from '../support/accountHelpers';
import { startOwnTestServer } from '../support/ownTestServer';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Envelope = { errcode: string | number; errmsg: string; data: Record<string, unknown> };

async function codeFor(client: TestClient, phone: string) {
  const sent = await client.post('/online/wx/apilist/getPhoneCode', { phone });
  expect(sent.body).toMatchObject({ stat: 1, message: '验证码已发送，请注意查收' });
  return latestSmsCode(client, phone);
}

/** A new user with a complete, verified profile, on the shared server. */
async function registeredUser() {
  const { client, openid } = await newSignedInUser(baseUrl, 'acct');
  const name = '王晓明';
  const cardnum = randomIdNumber();
  const phone = randomPhone();
  await passFace(client, name, cardnum);
  const code = await codeFor(client, phone);
  const saved = await client.post<Envelope>('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, code, password: 'abc123' });
  expect(saved.body.errcode).toBe('00');
  return { client, openid, name, cardnum, phone };
}

describe.skipIf(!baseUrl)('profile, phone codes and the pre-check', () => {
  it('answers validateUserInfo 4, 1, 3 and 0 with the specification messages', async () => {
    // Signed in but never added (no newuser call): no user record.
    const bare = new TestClient(baseUrl);
    const { code, state } = await bare.authorizeCode(`bare-${Date.now()}`);
    await bare.post('/wechat/api/outh2/authorize', { code, state });
    expect((await bare.post('/online/wx/apilist/validateUserInfo')).body).toMatchObject({ errcode: 4, errmsg: '请完善用户信息' });

    const { client } = await newSignedInUser(baseUrl, 'pre');
    expect((await client.post('/online/wx/apilist/validateUserInfo')).body).toMatchObject({ errcode: 1, errmsg: '请完善用户信息' });
    const unverified = await new TestClient(baseUrl).signIn('demo-unverified');
    expect((await unverified.post('/online/wx/apilist/validateUserInfo')).body).toMatchObject({
      errcode: 3,
      errmsg: '您还未实名认证，请实名认证后再办理业务',
    });
    const verified = await new TestClient(baseUrl).signIn('demo-verified');
    expect((await verified.post('/online/wx/apilist/validateUserInfo')).body).toMatchObject({ errcode: 0, data: { qlxx_isshow: '1' } });
    expect((await new TestClient(baseUrl).post('/online/wx/apilist/validateUserInfo')).status).toBe(401);
  });

  it('sends a code to the emulated SMS inbox, answers {stat, message}, and refuses a second one within 60 s', async () => {
    const { client } = await newSignedInUser(baseUrl, 'sms');
    const bad = await client.post('/online/wx/apilist/getPhoneCode', { phone: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ stat: 0, message: '手机号码格式不对哦~' });

    const phone = randomPhone();
    const code = await codeFor(client, phone);
    expect(code).toMatch(/^\d{6}$/);
    const inbox = await client.get('/wechat/emulator/sms', { phone });
    expect(String(inbox.body)).toContain(`您的验证码为${code}`);

    const again = await client.post('/online/wx/apilist/getPhoneCode', { phone });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ stat: 0 });
    expect(String((again.body as { message: string }).message)).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);

    const other = randomPhone();
    const mp = await client.post('/mp/api/user/getphonecode', { phone: other });
    expect(mp.body).toMatchObject({ errcode: '00', errmsg: '验证码已发送，请注意查收', data: null });
    expect(JSON.stringify(mp.body)).not.toContain(await latestSmsCode(client, other));
    const mpAgain = await client.post('/mp/api/user/getphonecode', { phone: other });
    expect(mpAgain).toMatchObject({ status: 429, body: { errcode: '01' } });
  });

  it('limits codes per user across phones', async () => {
    const { client } = await newSignedInUser(baseUrl, 'lim');
    for (let i = 0; i < 10; i += 1) {
      expect((await client.post('/online/wx/apilist/getPhoneCode', { phone: randomPhone() })).status).toBe(200);
    }
    const refused = await client.post('/online/wx/apilist/getPhoneCode', { phone: randomPhone() });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ stat: 0, message: '获取验证码次数过多，请稍后再试' });
  });

  it('registers a new user: name and ID first, real-name first, password rule, phone code, then the registered text', async () => {
    const { client, openid } = await newSignedInUser(baseUrl, 'reg');
    const save = (body: Record<string, unknown>) => client.post<Envelope>('/online/wx/apilist/saveUserInfo', body);
    const name = '赵丽华';
    const cardnum = randomIdNumber();
    const phone = randomPhone();

    expect((await save({ name: '', cardnum: '', phone })).body).toMatchObject({ errcode: '01', errmsg: '请先填写姓名和身份证号' });
    expect((await save({ name, cardnum: '130402198503151232', phone })).body).toMatchObject({ errmsg: '身份证号格式不对哦~' });
    expect((await save({ name: 'Tom', cardnum, phone })).body).toMatchObject({ errmsg: '姓名格式不对哦~' });
    expect((await save({ name, cardnum, phone: '1234' })).body).toMatchObject({ errmsg: '手机号码格式不对哦~' });
    const noFace = await save({ name, cardnum, phone, password: 'abc123' });
    expect(noFace.status).toBe(400);
    expect(noFace.body).toMatchObject({ errmsg: '请先进行实名认证' });

    await passFace(client, name, cardnum);
    expect((await save({ name, cardnum, phone })).body).toMatchObject({ errmsg: '请输入密码' });
    expect((await save({ name, cardnum, phone, password: '123456' })).body).toMatchObject({ errmsg: '密码至少6位，且须同时包含数字和字母' });
    expect((await save({ name, cardnum, phone, password: 'abc123' })).body).toMatchObject({ errmsg: '请输入短信验证码' });
    expect((await save({ name, cardnum, phone, password: 'abc123', code: '123456' })).body).toMatchObject({ errmsg: '请先获取短信验证码' });
    await codeFor(client, phone);
    const real = await latestSmsCode(client, phone);
    const wrong = real === '000000' ? '111111' : '000000';
    expect((await save({ name, cardnum, phone, password: 'abc123', code: wrong })).body).toMatchObject({ errmsg: '验证码错误，还可尝试4次' });

    // Nothing was stored by the refusals.
    expect((await client.post<Envelope>('/online/wx/apilist/getYhxx')).body.data).toMatchObject({ name: '', cardnum: '', phone: '' });

    const saved = await save({ name, cardnum, phone, password: 'abc123', code: real });
    expect(saved.body).toMatchObject({ errcode: '00', errmsg: '您已注册成功，可返回服务大厅办理业务', data: { name, cardnum, phone, openid } });
    expect(JSON.stringify(saved.body)).not.toMatch(/password|abc123/);

    // The owner's own profile is unmasked; everywhere else the numbers are masked.
    expect((await client.post<Envelope>('/online/wx/apilist/getYhxx')).body.data).toMatchObject({ cardnum, phone });
    const me = (await client.get<{ data: { me: Record<string, string> } }>('/api/app/appinfo')).body.data.me;
    expect(me).toMatchObject({ isRealNameAuth: 'true', CARDNUM: `${cardnum.slice(0, 4)}**********${cardnum.slice(-4)}`, mobile: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    expect((await client.post('/online/wx/apilist/validateUserInfo')).body).toMatchObject({ errcode: 0 });
  });

  it('saves unchanged values directly, and forces a new face check when a verified name or ID changes', async () => {
    const { client, name, cardnum, phone } = await registeredUser();
    const save = (body: Record<string, unknown>) => client.post<Envelope>('/online/wx/apilist/saveUserInfo', body);
    expect((await save({ name, cardnum, phone })).body).toMatchObject({ errcode: '00', errmsg: '保存成功' });

    const newName = '王小明';
    expect((await save({ name: newName, cardnum, phone })).body).toMatchObject({ errcode: '01', errmsg: '请先进行实名认证' });
    expect((await client.post<Envelope>('/online/wx/apilist/getYhxx')).body.data).toMatchObject({ name });
    await passFace(client, newName, cardnum);
    expect((await save({ name: newName, cardnum, phone })).body).toMatchObject({ errcode: '00', errmsg: '保存成功', data: { name: newName } });
    // The check was used by that save: another change of identity needs another check.
    expect((await save({ name, cardnum, phone })).body).toMatchObject({ errmsg: '请先进行实名认证' });

    // A new phone needs its own code; a wrong password is refused when one is given.
    const other = randomPhone();
    expect((await save({ name: newName, cardnum, phone: other })).body).toMatchObject({ errmsg: '请输入短信验证码' });
    expect((await save({ name: newName, cardnum, phone: other, code: '123456' })).body).toMatchObject({ errmsg: '请先获取短信验证码' });
    expect((await save({ name: newName, cardnum, phone, password: 'short' })).body).toMatchObject({ errmsg: '密码至少6位，且须同时包含数字和字母' });
  });

  // On a server of its own: the shared server's codes live 300 s (tests/support/apiGlobalSetup.ts).
  it('lets a code expire after its lifetime (4 s on the test server)', async ({ skip }) => {
    const server = await startOwnTestServer({ PHONE_CODE_TTL_SECONDS: '4' });
    if (!server) return skip();
    onTestFinished(() => server.stop());
    // A first profile, not a registered user's: registering takes a code too, which a busy machine
    // could let expire in 4 s before the late one is even asked for.
    const { client } = await newSignedInUser(server.url, 'acct');
    const name = '王晓明';
    const cardnum = randomIdNumber();
    await passFace(client, name, cardnum);
    const phone = randomPhone();
    const code = await codeFor(client, phone);
    await sleep(4_500);
    const late = await client.post<Envelope>('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, code, password: 'abc123' });
    expect(late.body).toMatchObject({ errcode: '01', errmsg: '验证码已过期，请重新获取' });
  }, 60_000);

  it('allows 5 tries per code, then refuses even the right code', async () => {
    const { client, name, cardnum } = await registeredUser();
    const phone = randomPhone();
    const code = await codeFor(client, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await client.post<Envelope>('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, code: wrong })).body.errmsg);
    }
    expect(messages).toEqual(['验证码错误，还可尝试4次', '验证码错误，还可尝试3次', '验证码错误，还可尝试2次', '验证码错误，还可尝试1次', '验证码错误次数过多，请重新获取']);
    const right = await client.post<Envelope>('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, code });
    expect(right.body).toMatchObject({ errcode: '01', errmsg: '验证码错误次数过多，请重新获取' });
  });

  it("does not accept another user's code for the same phone", async () => {
    const a = await registeredUser();
    const b = await registeredUser();
    const phone = randomPhone();
    const code = await codeFor(a.client, phone);
    const stolen = await b.client.post<Envelope>('/online/wx/apilist/saveUserInfo', { name: b.name, cardnum: b.cardnum, phone, code });
    expect(stolen.body).toMatchObject({ errcode: '01', errmsg: '请先获取短信验证码' });
  });

  it('refuses an empty phone as missing (必填哦) and a first password the dialog would refuse, storing nothing', async () => {
    const { client } = await newSignedInUser(baseUrl, 'pwd');
    const name = '李文静';
    const cardnum = randomIdNumber();
    await passFace(client, name, cardnum);
    const own = async () => (await client.post<Envelope>('/online/wx/apilist/getYhxx')).body.data;
    expect(await own()).toMatchObject({ haspwd: '0' });
    const save = (extra: Record<string, unknown>) => client.post<Envelope>('/online/wx/apilist/saveUserInfo', { name, cardnum, ...extra });
    expect((await save({ phone: '', password: 'abc123' })).body).toMatchObject({ errcode: '01', errmsg: '必填哦' });
    const phone = randomPhone();
    const code = await codeFor(client, phone);
    expect((await save({ phone, code })).body).toMatchObject({ errcode: '01', errmsg: '请输入密码' });
    expect((await save({ phone, code, password: 'ab1' })).body).toMatchObject({ errcode: '01', errmsg: '密码至少6位，且须同时包含数字和字母' });
    expect(await own()).toMatchObject({ phone: '', haspwd: '0' });
    expect((await save({ phone, code, password: 'abc123' })).body).toMatchObject({ errcode: '00' });
    expect(await own()).toMatchObject({ name, phone, haspwd: '1' });
  });

  it('asks a user bound to the web platform for the web password', async () => {
    const client = await new TestClient(baseUrl).signIn('demo-enterprise');
    const own = (await client.post<Envelope>('/online/wx/apilist/getYhxx')).body.data;
    expect(own).toMatchObject({ iswebuser: '1' });
    const body = { name: own.name, cardnum: own.cardnum, phone: own.phone };
    const save = (extra: Record<string, unknown>) => client.post<Envelope>('/online/wx/apilist/saveUserInfo', { ...body, ...extra });
    expect((await save({})).body).toMatchObject({ errcode: '01', errmsg: '您已绑定网上办事大厅，请输入网厅登录密码' });
    expect((await save({ password: 'wrong123' })).body).toMatchObject({ errcode: '01', errmsg: '网厅登录密码不正确' });
    expect((await save({ password: 'jnzy2025' })).body).toMatchObject({ errcode: '00', errmsg: '保存成功' });
  });

  it('replays a repeated saveUserInfo reqseq and refuses a foreign openid', async () => {
    const { client, name, cardnum, phone } = await registeredUser();
    const reqseq = `r-${Date.now()}`;
    const first = await client.post('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, reqseq });
    const again = await client.post('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, reqseq });
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    const foreign = await client.post('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, openid: 'demo-verified' });
    expect(foreign.status).toBe(403);
  });
});
