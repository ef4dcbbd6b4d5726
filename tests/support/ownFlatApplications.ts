import { expect } from 'vitest';
import { randomPhone } from './accountHelpers';
import { call } from './applicationFixtures';
import { fillRequiredGroups } from './filingMaterials';
import { unitOf, type OwnCertificate } from './registerCertificate';
import type { TestClient } from './testClient';

type Person = { name: string; cardnum: string; phone?: string };

/** A person as the fill page's party record. */
export const personParty = (person: Person) => ({ sqr_type: '2', sqr_name: person.name, sqr_zjlx: '1', sqr_zjh: person.cardnum, sqr_tel: person.phone ?? randomPhone('138'), sqr_adress: '邯郸市邯山区测试路1号', sqr_gyfs: '1' });

const RIGHTS = {
  // 二手房买卖转移登记: the price, the source of the title.
  '3001': (filer: Person) => ({ savetype: '1', reqData: { sqrxm: filer.name, code: 'CLFMM01', QLXX: { czfs: '01', sfhbzs: '0', qdjg: 120, jgdw: '3', cqly: '106', djyy: '买卖' } } }),
  // 一般抵押权首次登记: 85万元 for twenty years.
  '1001': (filer: Person) => ({ savetype: '3', reqData: { sqrxm: filer.name, code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 85, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2046-11-30', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1' } } }),
};

/**
 * An application on a certificate of the test's own (registerCertificate.ts), filed and submitted
 * through the citizen's API as the filing pages would: a sale (3001, the right holder the buyer) or a
 * first mortgage (1001, the right holder the lender), the obligor the certificate's holder, its one
 * unit, the rights, the required pictures. `beforeSubmit` runs before it is submitted (the other
 * parties' confirmations). Answers the application's id and acceptance number.
 */
export async function fileOnOwnFlat(
  client: TestClient,
  prodefid: '3001' | '1001',
  parties: { holder: Person; obligor: Person; filer: Person },
  cert: OwnCertificate,
  beforeSubmit: (id: string) => Promise<void> = async () => {},
) {
  const { proinstid } = await call(client, 'getApplyCode', { prodefid, appointment: '0', xzqdm: '130402' });
  const id = String(proinstid);
  await call(client, 'addPerson', { proinstid: id, type: '0', proposerinfo: personParty(parties.holder) });
  await call(client, 'addPerson', { proinstid: id, type: '1', proposerinfo: personParty(parties.obligor) });
  await call(client, 'addReleasteInfo', { proinstid: id, fwxxs: [unitOf(cert)] });
  const rights = await client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', { proinstid: id, ...RIGHTS[prodefid](parties.filer) });
  expect(rights.body.state, JSON.stringify(rights.body)).toBe(1);
  await fillRequiredGroups(client, id);
  await beforeSubmit(id);
  const { prolsh } = await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
  expect(prolsh, `${prodefid} submitted`).toBeTruthy();
  return { id, prolsh: String(prolsh) };
}
