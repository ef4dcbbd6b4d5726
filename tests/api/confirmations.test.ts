/**
 * Confirmation by every party (issue 21, docs/decisions/0055): a sale waits for its seller, a
 * mortgage for its bank; the link works only for the party named, once, until it expires; a
 * change voids a confirmation; a decline stops submit and tells the filer why.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationServiceFor } from '../../server/features/confirmations/routes';
import { hashStaffPassword } from '../../server/backoffice/accounts/staffPassword';
import { staffRepository } from '../../server/backoffice/shared/staffRepository';
import { latestSmsCode, passFace, randomPhone } from '../support/accountHelpers';
import { call, citizen, linkText, party, person, sale, saleRights, type Citizen, type Envelope } from '../support/confirmationFixtures';
import { certificateHeldBy, unitOf } from '../support/registerCertificate';
import { fillRequiredGroups } from '../support/filingMaterials';
import { startOwnTestServer } from '../support/ownTestServer';
import { signInStaff } from '../support/staffClient';
import type { TestClient } from '../support/testClient';

const API = '/online/wx/apilist/';
type PartyState = { partyId: string; name: string; role: string; phone: string; kind: string; state: string; reason: string | null };
type Status = { required: boolean; parties: PartyState[] };

let server: Awaited<ReturnType<typeof startOwnTestServer>>;
beforeAll(async () => {
  // Codes that outlive a busy machine: every citizen here saves a profile and confirms with a code.
  server = await startOwnTestServer({ PHONE_CODE_TTL_SECONDS: '300' });
});
afterAll(async () => {
  await server?.stop();
});

const submit = (client: TestClient, id: string) => client.post<Envelope>(`${API}submitApplyProject`, { proinstid: id });
const status = async (client: TestClient, id: string) => (await client.post<Envelope<Status>>('/api/confirmations/status', { proinstid: id })).body.data;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
/** A flat the registry says this person holds: what they may sell or mortgage (docs/decisions/0058). */
const flatOf = async (holder: Citizen) => unitOf(await certificateHeldBy(server!.deps.db, [holder]));

/** The party proves who they are (face check for their own identity) and confirms with the SMS code. */
async function confirmAsParty(party: Citizen, token: string) {
  await passFace(party.client, party.name, party.cardnum);
  expect((await party.client.post<Envelope>('/api/confirm/identify', { token })).body.errcode).toBe('00');
  const opened = await party.client.post<Envelope<{ step: string; fingerprint: string }>>('/api/confirm/open', { token });
  expect(opened.body.data.step).toBe('decide');
  await party.client.post('/api/confirm/code', { token });
  const code = await latestSmsCode(party.client, party.phone);
  return party.client.post<Envelope<{ state: string }>>('/api/confirm/confirm', { token, code, fingerprint: opened.body.data.fingerprint });
}

/** A sale whose seller has proved who they are, read the application and holds an SMS code to confirm it. */
async function sellerHoldingCode(url: string) {
  const [buyer, seller] = await Promise.all([citizen(url, 'buyer', '王买方'), party(url, 'seller', '李卖方')]);
  const id = await sale(buyer, seller, await flatOf(seller));
  await buyer.client.post('/api/confirmations/request', { proinstid: id });
  const { token } = await linkText(seller.client, seller.phone);
  await passFace(seller.client, seller.name, seller.cardnum);
  await seller.client.post('/api/confirm/identify', { token });
  const opened = await seller.client.post<Envelope<{ fingerprint: string }>>('/api/confirm/open', { token });
  await seller.client.post('/api/confirm/code', { token });
  const code = await latestSmsCode(seller.client, seller.phone);
  return { buyer, seller, id, token, code, fingerprint: opened.body.data.fingerprint };
}

describe('confirmation by every party (issue 21)', () => {
  it('a sale waits for its seller: masked link text, nobody else may use it, a confirmed seller lets it submit, the link works once', async ({ skip }) => {
    if (!server) return skip();
    const [buyer, seller, stranger] = await Promise.all([citizen(server.url, 'buyer', '王买方'), party(server.url, 'seller', '李卖方'), party(server.url, 'stranger', '赵路人')]);
    const id = await sale(buyer, seller, await flatOf(seller));

    const refused = await submit(buyer.client, id);
    expect(refused.status).toBe(409);
    expect(refused.body.errmsg).toBe('尚待以下申请人确认：李卖方（卖方）');
    expect(await status(buyer.client, id)).toEqual({ required: true, parties: [expect.objectContaining({ name: '李卖方', role: '卖方', phone: masked(seller.phone), kind: 'link', state: 'notSent' })] });

    const sent = await buyer.client.post<Envelope<Status>>('/api/confirmations/request', { proinstid: id });
    expect(sent.body.data.parties[0]).toMatchObject({ state: 'requested' });
    const { token, text } = await linkText(seller.client, seller.phone);
    expect(text).toContain(`${server.url}/confirm/${token}`);
    expect(text).toContain(masked(seller.phone));
    for (const secret of [seller.phone, seller.cardnum, buyer.cardnum, buyer.phone]) expect(text).not.toContain(secret);
    // Only the hash of the link is kept.
    const rows = await server.deps.db.selectFrom('application_confirmations').selectAll().where('application_id', '=', id).execute();
    expect(rows).toEqual([expect.objectContaining({ state: 'requested', phone_masked: masked(seller.phone), token_hash: crypto.createHash('sha256').update(token).digest('hex') })]);

    // Someone else with the link: signed in and face-checked as themselves, refused, nothing changes.
    expect((await stranger.client.post<Envelope<{ step: string }>>('/api/confirm/open', { token })).body.data).toEqual(expect.objectContaining({ step: 'identify' }));
    await passFace(stranger.client, stranger.name, stranger.cardnum);
    const intruder = await stranger.client.post<Envelope>('/api/confirm/identify', { token });
    expect(intruder.status).toBe(403);
    expect(intruder.body.errmsg).toBe('您不是该确认链接所列的申请人，不能确认');
    expect((await stranger.client.post<Envelope>('/api/confirm/code', { token })).status).toBe(403);
    expect((await server.deps.db.selectFrom('application_confirmations').select('identified_openid').where('application_id', '=', id).executeTakeFirstOrThrow()).identified_openid).toBeNull();

    // Without a face check the seller is asked for one first.
    expect((await seller.client.post<Envelope>('/api/confirm/identify', { token })).body.errmsg).toBe('请先完成人脸识别');
    // The seller reads the application: the buyer's numbers masked, their own shown.
    await passFace(seller.client, seller.name, seller.cardnum);
    expect((await seller.client.post<Envelope>('/api/confirm/identify', { token })).body.errcode).toBe('00');
    const opened = await seller.client.post<Envelope<{ step: string; phone: string; fingerprint: string; parties: { name: string; idNumber: string; phone: string; you: boolean }[] }>>('/api/confirm/open', { token });
    expect(opened.body.data).toMatchObject({ step: 'decide', phone: masked(seller.phone) });
    expect(opened.body.data.parties).toEqual([
      { role: '买方', name: '王买方', idNumber: expect.stringMatching(/^\d{4}\*+\w{4}$/), phone: masked(buyer.phone), you: false },
      { role: '卖方', name: '李卖方', idNumber: seller.cardnum, phone: seller.phone, you: true },
    ]);
    expect(JSON.stringify(opened.body.data)).not.toContain(buyer.cardnum);
    // A wrong code confirms nothing.
    await seller.client.post('/api/confirm/code', { token });
    const code = await latestSmsCode(seller.client, seller.phone);
    const wrong = await seller.client.post<Envelope>('/api/confirm/confirm', { token, code: code === '000000' ? '111111' : '000000', fingerprint: opened.body.data.fingerprint });
    expect(wrong.status).toBe(400);
    expect((await status(buyer.client, id)).parties[0]!.state).toBe('requested');
    const confirmed = await seller.client.post<Envelope<{ state: string }>>('/api/confirm/confirm', { token, code, fingerprint: opened.body.data.fingerprint });
    expect(confirmed.body, JSON.stringify(confirmed.body)).toMatchObject({ errcode: '00', data: { state: 'confirmed' } });

    // Used once: the link is gone.
    const again = await seller.client.post<Envelope>('/api/confirm/open', { token });
    expect(again.status).toBe(404);
    expect(again.body.errmsg).toBe('确认链接无效或已使用');
    expect((await status(buyer.client, id)).parties[0]!.state).toBe('confirmed');
    const submitted = await submit(buyer.client, id);
    expect(submitted.body, JSON.stringify(submitted.body)).toMatchObject({ errcode: '00' });
  });

  it('a change after the confirmation voids it; an expired link is refused; a decline stops submit and tells the filer why', async ({ skip }) => {
    if (!server) return skip();
    const [buyer, seller] = await Promise.all([citizen(server.url, 'buyer', '王买方'), party(server.url, 'seller', '李卖方')]);
    const id = await sale(buyer, seller, await flatOf(seller));
    await buyer.client.post('/api/confirmations/request', { proinstid: id });
    const first = await linkText(seller.client, seller.phone);
    expect((await confirmAsParty(seller, first.token)).body).toMatchObject({ data: { state: 'confirmed' } });
    expect((await status(buyer.client, id)).parties[0]!.state).toBe('confirmed');

    // The buyer changes the price after the seller confirmed: the confirmation is void.
    await call(buyer.client, 'addQlxxInfo', { proinstid: id, savetype: '1', reqData: { ...saleRights, qdjg: '1300000' } });
    expect((await status(buyer.client, id)).parties[0]!.state).toBe('void');
    expect((await submit(buyer.client, id)).body.errmsg).toBe('尚待以下申请人确认：李卖方（卖方）');

    // A new link; past its time it is refused.
    await buyer.client.post('/api/confirmations/request', { proinstid: id });
    const second = await linkText(seller.client, seller.phone, [first.token]);
    await server.deps.db.updateTable('application_confirmations').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('application_id', '=', id).execute();
    const expired = await seller.client.post<Envelope>('/api/confirm/open', { token: second.token });
    expect(expired.status).toBe(409);
    expect(expired.body.errmsg).toBe('确认链接已过期，请联系申请人重新发送');
    expect((await status(buyer.client, id)).parties[0]!.state).toBe('expired');

    // Sent again, the seller declines with a reason.
    await buyer.client.post('/api/confirmations/request', { proinstid: id });
    const third = await linkText(seller.client, seller.phone, [first.token, second.token]);
    await passFace(seller.client, seller.name, seller.cardnum);
    await seller.client.post('/api/confirm/identify', { token: third.token });
    const declined = await seller.client.post<Envelope<{ state: string }>>('/api/confirm/decline', { token: third.token, reason: '成交价格不对' });
    expect(declined.body).toMatchObject({ errcode: '00', data: { state: 'declined' } });
    const stopped = await submit(buyer.client, id);
    expect(stopped.status).toBe(409);
    expect(stopped.body.errmsg).toBe('以下申请人拒绝确认，不能提交：李卖方（卖方）：成交价格不对');
    expect((await status(buyer.client, id)).parties[0]).toMatchObject({ state: 'declined', reason: '成交价格不对' });
    // The filer is told why: a text and the message centre.
    const told = async () => (await buyer.client.get<Envelope<{ list: { kind: string; text: string }[] }>>('/api/messages')).body.data.list;
    await expect.poll(async () => (await told()).find((message) => message.kind === 'confirmation.declined')?.text, { timeout: 15_000 }).toContain('成交价格不对');
  });

  it('a confirm refused because the application changed after the party read it keeps the SMS code for the retry (issue 26)', async ({ skip }) => {
    if (!server) return skip();
    const { buyer, seller, id, token, code, fingerprint } = await sellerHoldingCode(server.url);

    // The buyer changes the price while the seller reads: the confirm of what was read is refused.
    await call(buyer.client, 'addQlxxInfo', { proinstid: id, savetype: '1', reqData: { ...saleRights, qdjg: '1300000' } });
    const stale = await seller.client.post<Envelope>('/api/confirm/confirm', { token, code, fingerprint });
    expect(stale.status).toBe(409);

    // Reading again, the same code confirms: no new text, no wait for the resend minute.
    const reread = await seller.client.post<Envelope<{ fingerprint: string }>>('/api/confirm/open', { token });
    expect(reread.body.data.fingerprint).not.toBe(fingerprint);
    const retried = await seller.client.post<Envelope<{ state: string }>>('/api/confirm/confirm', { token, code, fingerprint: reread.body.data.fingerprint });
    expect(retried.body).toMatchObject({ errcode: '00', data: { state: 'confirmed' } });
    // Used now: the code confirms once.
    const again = await seller.client.post<Envelope>('/api/confirm/confirm', { token, code, fingerprint: reread.body.data.fingerprint });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  it('a party with a hall account verified with their ID number also finds the request in the message centre', async ({ skip }) => {
    if (!server) return skip();
    const [buyer, account] = await Promise.all([citizen(server.url, 'buyer', '王买方'), citizen(server.url, 'seller', '李卖方')]);
    // The filer enters another phone for the seller than the one on the seller's profile: the text goes to the one entered.
    const seller = { ...account, phone: randomPhone() };
    const id = await sale(buyer, seller, await flatOf(seller));
    await buyer.client.post('/api/confirmations/request', { proinstid: id });
    const { token } = await linkText(seller.client, seller.phone);
    type Message = { kind: string; text: string; link: string };
    const centre = async () => (await account.client.get<Envelope<{ list: Message[] }>>('/api/messages')).body.data.list;
    await expect.poll(async () => (await centre()).find((message) => message.kind === 'confirmation.requested')?.link, { timeout: 15_000 }).toBe(`/confirm/${token}`);
    const inbox = await account.client.get<{ data: { text: string }[] }>('/wechat/emulator/sms', { phone: account.phone, format: 'json' });
    expect(inbox.body.data.map((message) => message.text).join('')).not.toContain('/confirm/');
  });

  it('a confirm and a decline sent at once: exactly one is taken, the other finds the link used', async ({ skip }) => {
    if (!server) return skip();
    const { buyer, seller, id, token, code, fingerprint } = await sellerHoldingCode(server.url);
    const [confirmed, declined] = await Promise.all([
      seller.client.post<Envelope<{ state: string }>>('/api/confirm/confirm', { token, code, fingerprint }),
      seller.client.post<Envelope<{ state: string }>>('/api/confirm/decline', { token, reason: '改主意了' }),
    ]);
    expect([confirmed.status, declined.status].sort()).toEqual([200, 404]);
    const winner = confirmed.status === 200 ? 'confirmed' : 'declined';
    expect((await status(buyer.client, id)).parties[0]!.state).toBe(winner);
    const rows = await server.deps.db.selectFrom('application_confirmations').select(['state', 'token_hash']).where('application_id', '=', id).execute();
    expect(rows).toEqual([{ state: winner, token_hash: null }]);
  });

  it('a mortgage waits for its bank, which decides in the partner system for its own institution only, audited', async ({ skip }) => {
    if (!server) return skip();
    const owner = await citizen(server.url, 'owner', '孙抵押人');
    const creditCode = `91130400${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
    const bank = { sqr_type: '1', sqr_name: '邯郸测试银行股份有限公司', sqr_zjlx: '7', sqr_zjh: creditCode, sqr_tel: '03101234567' };
    const id = String((await call(owner.client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' })).data.proinstid);
    await call(owner.client, 'addPerson', { proinstid: id, type: '0', proposerinfo: bank });
    await call(owner.client, 'addPerson', { proinstid: id, type: '1', proposerinfo: person(owner) });
    await call(owner.client, 'addReleasteInfo', { proinstid: id, fwxxs: [await flatOf(owner)] });
    const mortgage = { dyfs: '1', bdbzzqse: 500000, jgdw: '1', czfs: '01', sfhbzs: '0', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1' };
    expect((await owner.client.post<{ state: number }>(`${API}addQlxxInfo`, { proinstid: id, savetype: '3', reqData: { sqrxm: owner.name, code: 'DYQSC01', DYQXX: mortgage } })).body.state).toBe(1);
    await fillRequiredGroups(owner.client, id);

    expect((await submit(owner.client, id)).body.errmsg).toBe('尚待以下申请人确认：邯郸测试银行股份有限公司（抵押权人）');
    const db = server.deps.db;
    const member = async (username: string, code: string) => {
      await staffRepository.insert(db, { username, name: username, roles: ['partner'], password_hash: await hashStaffPassword(`${username}-pw-2026`) });
      await db.updateTable('staff_accounts').set({ institution_name: username, institution_code: code }).where('username', '=', username).execute();
      return signInStaff(server!.url, username, `${username}-pw-2026`);
    };
    const suffix = crypto.randomBytes(3).toString('hex');
    const [ours, theirs] = await Promise.all([member(`bank-${suffix}`, creditCode), member(`other-${suffix}`, '91130400OTHER0000X')]);

    // Before the filer sends it, the bank sees it not sent yet and cannot decide it.
    expect((await ours.get<Envelope<{ state: string }>>(`/staff/api/partner/applications/${id}/confirmation`)).body.data.state).toBe('notSent');
    expect((await ours.post(`/staff/api/partner/applications/${id}/confirm`, { requestId: crypto.randomUUID() })).status).toBe(409);
    const sent = await owner.client.post<Envelope<Status>>('/api/confirmations/request', { proinstid: id });
    expect(sent.body.data.parties).toEqual([expect.objectContaining({ kind: 'partner', state: 'requested' })]);
    // What the partner list's seam is given: the drafts its institution was asked to confirm.
    const confirmations = confirmationServiceFor(server.deps, async () => []);
    expect(await confirmations.partnerRequested(creditCode)).toEqual([id]);
    expect(await confirmations.partnerRequested('91130400OTHER0000X')).toEqual([]);

    // Another institution reaches nothing of it.
    expect((await theirs.get(`/staff/api/partner/applications/${id}/confirmation`)).status).toBe(404);
    expect((await theirs.post(`/staff/api/partner/applications/${id}/confirm`, { requestId: crypto.randomUUID() })).status).toBe(404);
    expect((await ours.get<Envelope<{ state: string; partyName: string }>>(`/staff/api/partner/applications/${id}/confirmation`)).body.data).toMatchObject({ state: 'requested', partyName: '邯郸测试银行股份有限公司' });

    const requestId = crypto.randomUUID();
    const decided = await ours.post<Envelope<{ state: string; decidedAt: string }>>(`/staff/api/partner/applications/${id}/confirm`, { requestId });
    expect(decided.body, JSON.stringify(decided.body)).toMatchObject({ errcode: '00', data: { state: 'confirmed' } });
    // The same press again is the same decision; a new one on a decided confirmation is refused.
    expect((await ours.post<Envelope<{ state: string }>>(`/staff/api/partner/applications/${id}/confirm`, { requestId })).body.data.state).toBe('confirmed');
    expect((await ours.post(`/staff/api/partner/applications/${id}/decline`, { requestId: crypto.randomUUID(), reason: '再看看' })).status).toBe(409);
    const audited = await db.selectFrom('staff_audit_log').select(['action', 'target']).where('actor_username', '=', `bank-${suffix}`).where('action', 'like', 'partner.%').execute();
    expect(audited).toEqual([{ action: 'partner.confirmation.confirm', target: id }]);

    expect((await submit(owner.client, id)).body).toMatchObject({ errcode: '00' });
  });
});
