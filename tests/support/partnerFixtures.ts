import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../server/db/database';
import { call, obligor, UNIT, verifiedCitizen } from './applicationFixtures';
import { signInStaff } from './staffClient';
import type { TestClient } from './testClient';

/** The demo bank demo-partner belongs to (server/backoffice/accounts/demoStaff.ts DEMO_BANK: the company form's sample). */
export const DEMO_BANK = { name: '邯郸市示范商业银行股份有限公司', creditCode: '91130400MA0000000X' };

/** A bank or company as a party of an application (the company applicant form). */
export const bankParty = (bank: { name: string; creditCode: string }) => ({
  sqr_type: '1',
  sqr_name: bank.name,
  sqr_zjlx: '7',
  sqr_zjh: bank.creditCode,
  sqr_tel: '0310-1234567',
  sqr_adress: '邯郸市丛台区人民路100号',
});

/**
 * A first mortgage filed through the filing calls whose mortgagee (the right holder) is `bank`, the
 * mortgagor 李秀英 (ID and mobile that every reader but her must see masked); `submitted` then puts
 * it straight into the state after submit (awaiting review, with a number), whatever submit asks
 * first (materials, the parties' confirmations).
 */
export async function mortgageNaming(baseUrl: string, db: Db, bank: { name: string; creditCode: string } | null, options: { submitted?: boolean } = {}) {
  const { client, openid } = await verifiedCitizen(baseUrl);
  const { proinstid } = await call(client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' });
  const id = String(proinstid);
  if (bank) await call(client, 'addPerson', { proinstid: id, type: '0', proposerinfo: bankParty(bank) });
  await call(client, 'addPerson', { proinstid: id, type: '1', proposerinfo: obligor });
  await call(client, 'addReleasteInfo', { proinstid: id, fwxxs: [{ bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: UNIT, zl: '复兴区锦绣花园3号楼1单元101', fwsyqmj: 98.5 }] });
  const rights = await client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', {
    proinstid: id,
    savetype: '3',
    reqData: { sqrxm: '李秀英', code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 500000, jgdw: '1', czfs: '01', sfhbzs: '0', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1' } },
  });
  expect(rights.body.state, JSON.stringify(rights.body)).toBe(1);
  const prolsh = `SL${Date.now()}${crypto.randomInt(1e6)}`;
  if (options.submitted !== false) await db.updateTable('applications').set({ shzt: 0, submitted_at: new Date(), prolsh }).where('id', '=', id).execute();
  return { id, prolsh, client, openid };
}

/**
 * The filer asks the parties to confirm and the demo bank (demo-partner) confirms in the partner
 * system: what a mortgage naming the demo bank needs before submit (docs/decisions/0055).
 */
export async function demoBankConfirms(baseUrl: string, filer: TestClient, id: string) {
  const sent = await filer.post<{ errcode: string }>('/api/confirmations/request', { proinstid: id });
  expect(sent.body.errcode, JSON.stringify(sent.body)).toBe('00');
  const bank = await signInStaff(baseUrl, 'demo-partner', 'demo-partner-2026');
  const decided = await bank.post<{ errcode: string }>(`/staff/api/partner/applications/${id}/confirm`, { requestId: crypto.randomUUID() });
  expect(decided.body.errcode, JSON.stringify(decided.body)).toBe('00');
}
