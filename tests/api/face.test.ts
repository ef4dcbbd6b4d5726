import { describe, expect, it } from 'vitest';
import { finishFace, passFace, randomIdNumber } from '../support/accountHelpers';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

type Envelope = { errcode: string; errmsg: string; data: Record<string, unknown> };

describe.skipIf(!baseUrl)('real-name check through the emulated face verification', () => {
  it('answers the face configuration: home_cdzm, cdzm_detail and the mode for the region', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fc');
    const config = await client.post<Envelope>('/online/wx/apilist/getWxJsFaceAuthConfig');
    expect(config.body).toMatchObject({ errcode: '00', data: { home_cdzm: '1', cdzm_detail: '0', face_mode: 'wxjs' } });
  });

  it('refuses wxJsFacePostInfo without name and ID or with a bad ID, with stat -400', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fc');
    const missing = await client.post('/wechat/api/outh2/wxJsFacePostInfo', { name: '', idcard: '' });
    expect(missing).toMatchObject({ status: 400, body: { stat: -400, message: '请先填写姓名和身份证号' } });
    const bad = await client.post('/wechat/api/outh2/wxJsFacePostInfo', { name: '周建华', idcard: '130402198503151232' });
    expect(bad).toMatchObject({ status: 400, body: { stat: -400, message: '身份证号格式不对哦~' } });
    const ok = await client.post<{ stat: number; data: { user_id_key: string } }>('/wechat/api/outh2/wxJsFacePostInfo', { name: '周建华', idcard: randomIdNumber() });
    expect(ok.body.stat).toBe(1);
    expect(ok.body.data.user_id_key).toMatch(/^[a-f0-9]{32}$/);
  });

  it('gives each outcome of the emulated face page: cancel 90100, initialisation failure, failed check, success', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fc');
    const name = '周建华';
    const idcard = randomIdNumber();

    const cancel = await finishFace(client, name, idcard, 'cancel');
    expect(cancel.status).toBe(303);
    expect(cancel.location.pathname).toBe('/my/userInfo');
    expect(Object.fromEntries(cancel.location.searchParams)).toMatchObject({ type: '1', err_code: '90100' });
    expect(cancel.verifyResult).toBe('');

    const error = await finishFace(client, name, idcard, 'error');
    expect(error.location.searchParams.get('err_code')).toBe('90003');
    expect(error.location.searchParams.get('err_msg')).toContain('fail');

    const fail = await finishFace(client, name, idcard, 'fail');
    expect(fail.location.searchParams.get('err_code')).toBe('0');
    const failed = await client.post('/wechat/api/outh2/wxJsFaceCheckRes', { verify_result: fail.verifyResult });
    expect(failed.body).toMatchObject({ stat: 0, message: '人脸与身份信息不一致' });

    const success = await finishFace(client, name, idcard, 'success');
    const passed = await client.post('/wechat/api/outh2/wxJsFaceCheckRes', { verify_result: success.verifyResult });
    expect(passed.body).toMatchObject({ stat: 1, message: '认证成功!' });

    // A finished verification cannot be finished again.
    const twice = await client.request('POST', '/wechat/emulator/face/finish', {
      body: new URLSearchParams({ key: success.key, outcome: 'success', return: '/' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.status).toBe(409);
  });

  it("keeps one user's face verification away from another", async () => {
    const a = await newSignedInUser(baseUrl, 'fa');
    const b = await newSignedInUser(baseUrl, 'fb');
    const posted = await a.client.post<{ data: { user_id_key: string } }>('/wechat/api/outh2/wxJsFacePostInfo', { name: '周建华', idcard: randomIdNumber() });
    const page = await b.client.get('/wechat/emulator/face', { key: posted.body.data.user_id_key, return: '/' });
    expect(page.status).toBe(404);
    const own = await a.client.get('/wechat/emulator/face', { key: posted.body.data.user_id_key, return: '/my/userInfo' });
    expect(own.status).toBe(200);
    expect(String(own.body)).toContain('周建华');

    const success = await finishFace(a.client, '周建华', randomIdNumber(), 'success');
    const stolen = await b.client.post('/wechat/api/outh2/wxJsFaceCheckRes', { verify_result: success.verifyResult });
    expect(stolen).toMatchObject({ status: 400, body: { stat: 0, message: '人脸核身结果无效或已过期' } });
  });

  it('marks the user verified with setDetectInfo only after a passed check for the same name and ID, once', async () => {
    const client = await new TestClient(baseUrl).signIn('demo-unverified');
    const own = (await client.post<Envelope>('/online/wx/apilist/getYhxx')).body.data as { name: string; cardnum: string; phone: string };
    // Not the demo user's own record: a new user, so other tests keep their unverified demo person.
    const { client: fresh } = await newSignedInUser(baseUrl, 'sd');
    const name = '钱文静';
    const idcard = randomIdNumber();
    const refused = await fresh.post<Envelope>('/online/wx/apilist/setDetectInfo', { name, idcard, phone: own.phone });
    expect(refused).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '认证失败' } });
    await passFace(fresh, name, randomIdNumber());
    expect((await fresh.post<Envelope>('/online/wx/apilist/setDetectInfo', { name, idcard })).body.errmsg).toBe('认证失败');

    await passFace(fresh, name, idcard);
    const done = await fresh.post<Envelope>('/online/wx/apilist/setDetectInfo', { name, idcard });
    expect(done.body).toMatchObject({ errcode: '00', errmsg: '认证成功!', data: { name, cardnum: idcard } });
    const me = (await fresh.get<{ data: { me: Record<string, unknown> } }>('/api/app/appinfo')).body.data.me;
    expect(me).toMatchObject({ isRealNameAuth: 'true', realNameAuthentication: 1 });
    expect((await fresh.post<Envelope>('/online/wx/apilist/setDetectInfo', { name, idcard })).body.errmsg).toBe('认证失败');
  });

  it('runs the cloud detect flow of region 140200: pre-info, detect address, BizToken back, getYhxx, setDetectInfo', async () => {
    const { client } = await newSignedInUser(baseUrl, 'dt');
    const name = '吴海燕';
    const idcard = randomIdNumber();
    const pre = await client.post<Envelope>('/online/wx/apilist/setPreDetectInfo', { name, idcard, phone: '' });
    expect(pre.body).toMatchObject({ errcode: '00', data: { bsm: expect.stringMatching(/^[a-f0-9]{16}$/) } });

    const evil = await client.post<Envelope>('/online/wx/apilist/getWxDetectAuth', { RedirectUrl: 'https://evil.example/x', name, idcard, bsm: pre.body.data.bsm });
    expect(evil).toMatchObject({ status: 400, body: { errcode: '01', errmsg: 'RedirectUrl 无效' } });

    for (const path of ['/online/wx/apilist/getWxDetectAuth', '/online/wx/face/WxDetectAuth']) {
      const auth = await client.post<Envelope>(path, { RedirectUrl: `${baseUrl}/my/userInfo?type=1`, name, idcard, bsm: pre.body.data.bsm });
      expect(auth.body).toMatchObject({ errcode: '00', data: { Url: expect.stringMatching(/^\/wechat\/emulator\/face\?key=/) } });
    }
    const auth = await client.post<Envelope>('/online/wx/apilist/getWxDetectAuth', { RedirectUrl: '/my/userInfo?type=1', name, idcard });
    const bizToken = String(auth.body.data.BizToken);
    const pending = await client.post<Envelope>('/online/wx/apilist/getYhxx', { data: { BizToken: bizToken } });
    expect(pending.body.data).toMatchObject({ detect: { result: 'pending' } });

    const finished = await client.request('POST', '/wechat/emulator/face/finish', {
      body: new URLSearchParams({ key: bizToken, outcome: 'success' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe(`/my/userInfo?type=1&BizToken=${bizToken}`);
    const result = await client.post<Envelope>('/online/wx/apilist/getYhxx', { data: { BizToken: bizToken } });
    expect(result.body.data).toMatchObject({ detect: { result: 'success', message: '认证成功!', name, idcard } });
    const done = await client.post<Envelope>('/online/wx/apilist/setDetectInfo', { name, idcard });
    expect(done.body).toMatchObject({ errcode: '00' });

    const other = await newSignedInUser(baseUrl, 'dt');
    expect((await other.client.post('/online/wx/apilist/getYhxx', { data: { BizToken: bizToken } })).status).toBe(400);
  });
});
