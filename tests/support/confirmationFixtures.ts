import { expect } from 'vitest';
import { latestSmsCode, passFace, randomIdNumber, randomPhone } from './accountHelpers';
import { fillRequiredGroups } from './filingMaterials';
import { newSignedInUser, type TestClient } from './testClient';

/** Parties of a sale and the sale itself, for the confirmation tests (issue 21, docs/decisions/0055). */

const API = '/online/wx/apilist/';
export type Envelope<T = Record<string, unknown>> = { errcode: string; errmsg: string; data: T };
export type Citizen = { openid: string; client: TestClient; name: string; cardnum: string; phone: string };

/** Someone signed in to the hall who has not saved a profile (a party needs none): their own name, ID number (a new one unless given) and phone. */
export async function party(baseUrl: string, prefix: string, name: string, cardnum: string = randomIdNumber()): Promise<Citizen> {
  const { openid, client } = await newSignedInUser(baseUrl, prefix);
  return { openid, client, name, cardnum, phone: randomPhone() };
}

/** A citizen with a complete, real-name verified profile of their own (the filer). */
export async function citizen(baseUrl: string, prefix: string, name: string): Promise<Citizen> {
  const { openid, client } = await newSignedInUser(baseUrl, prefix);
  const [cardnum, phone] = [randomIdNumber(), randomPhone()];
  await passFace(client, name, cardnum);
  await client.post(`${API}getPhoneCode`, { phone });
  const saved = await client.post<Envelope>(`${API}saveUserInfo`, { name, cardnum, phone, code: await latestSmsCode(client, phone), password: 'abc123' });
  expect(saved.body.errcode, JSON.stringify(saved.body)).toBe('00');
  return { openid, client, name, cardnum, phone };
}

export const person = (who: Citizen) => ({ sqr_type: '2', sqr_name: who.name, sqr_zjlx: '1', sqr_zjh: who.cardnum, sqr_tel: who.phone, sqr_adress: '邯郸市丛台区中华大街8号', sqr_gyfs: '1' });
export const saleRights = { czfs: '01', sfhbzs: '0', qdjg: '1200000', jgdw: '1', cqly: '106', djyy: '二手房买卖' };

export async function call(client: TestClient, action: string, body: Record<string, unknown>) {
  const answer = await client.post<Envelope & { state?: number }>(`${API}${action}`, body);
  expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/**
 * A complete second-hand sale (3001) the buyer files, naming the seller, of the seller's flat: its
 * unit record, of a certificate the seller holds (the registry tells an application whose parties
 * hold none nothing but "not found": docs/decisions/0058).
 */
export async function sale(buyer: Citizen, seller: Citizen, flat: Record<string, unknown>): Promise<string> {
  const id = String((await call(buyer.client, 'getApplyCode', { prodefid: '3001', appointment: '0', xzqdm: '130402' })).data.proinstid);
  await call(buyer.client, 'addPerson', { proinstid: id, type: '0', proposerinfo: person(buyer) });
  await call(buyer.client, 'addPerson', { proinstid: id, type: '1', proposerinfo: person(seller) });
  await call(buyer.client, 'addReleasteInfo', { proinstid: id, fwxxs: [flat] });
  await call(buyer.client, 'addQlxxInfo', { proinstid: id, savetype: '1', reqData: saleRights });
  await fillRequiredGroups(buyer.client, id);
  return id;
}

/** Waits for the text with a confirmation link in a phone's emulated inbox other than those already seen; answers its token and text. */
export async function linkText(client: TestClient, phone: string, seen: readonly string[] = []): Promise<{ token: string; text: string }> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const inbox = await client.get<{ data: { text: string }[] }>('/wechat/emulator/sms', { phone, format: 'json' });
    for (const { text } of inbox.body.data) {
      const token = /\/confirm\/([A-Za-z]{32})/.exec(text)?.[1];
      if (token && !seen.includes(token)) return { token, text };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation link for ${phone}`);
}


/** The filer asks for the parties' confirmation; this party follows the texted link, proves who they are and confirms with the SMS code (docs/decisions/0055). */
export async function partyConfirms(filer: TestClient, id: string, who: Citizen): Promise<void> {
  expect((await filer.post<Envelope>('/api/confirmations/request', { proinstid: id })).body.errcode).toBe('00');
  const { token } = await linkText(who.client, who.phone);
  await passFace(who.client, who.name, who.cardnum);
  expect((await who.client.post<Envelope>('/api/confirm/identify', { token })).body.errcode).toBe('00');
  const opened = await who.client.post<Envelope<{ fingerprint: string }>>('/api/confirm/open', { token });
  await who.client.post('/api/confirm/code', { token });
  const code = await latestSmsCode(who.client, who.phone);
  const confirmed = await who.client.post<Envelope<{ state: string }>>('/api/confirm/confirm', { token, code, fingerprint: opened.body.data.fingerprint });
  expect(confirmed.body.data, JSON.stringify(confirmed.body)).toMatchObject({ state: 'confirmed' });
}
