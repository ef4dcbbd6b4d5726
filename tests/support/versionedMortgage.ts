import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestClient } from './testClient';

/**
 * The configuration-versions proof (issue 19, docs/decisions/0046), shared by its API and browser
 * tests: complete first mortgages filed through the API, and an administrator's edit of the
 * mortgage form in a copy of schemas/.
 */

const API = '/online/wx/apilist/';
const holder = { sqr_type: '2', sqr_name: '张建国', sqr_zjlx: '1', sqr_zjh: '130402198503151231', sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号', sqr_gyfs: '1' };
const obligor = { ...holder, sqr_name: '李秀英', sqr_zjh: '130402199007082649', sqr_tel: '13912345678' };
const unit = { bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: '130403007001GB00123F00031502', zl: '复兴区锦绣花园3号楼1单元101', fwyt: '10', fwsyqmj: 98.5 };
/** The scope of guarantee (担保范围, dbfw) is the field the edit renames. */
export const SCOPE = '主债权及利息';
const mortgage = { dyfs: '1', bdbzzqse: 500000, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1', czfs: '01', sfhbzs: '0', dbfw: SCOPE };

/** A first mortgage with every form its fill page asks for (no pictures yet); `rights` adds to its mortgage form. */
export async function completeMortgage(client: TestClient, rights: Record<string, unknown> = {}): Promise<string> {
  const answer = await client.post<{ data: { proinstid: string } }>(`${API}getApplyCode`, { prodefid: '1001', appointment: '0', xzqdm: '130402' });
  const proinstid = answer.body.data.proinstid;
  expect((await client.post(`${API}addPerson`, { proinstid, type: '0', proposerinfo: holder })).body).toMatchObject({ errcode: '00' });
  expect((await client.post(`${API}addPerson`, { proinstid, type: '1', proposerinfo: obligor })).body).toMatchObject({ errcode: '00' });
  expect((await client.post(`${API}addReleasteInfo`, { proinstid, fwxxs: [unit] })).body).toMatchObject({ errcode: '00' });
  expect((await client.post(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: { sqrxm: '张建国', code: 'DYQSC01', DYQXX: { ...mortgage, ...rights } } })).body).toMatchObject({ state: 1 });
  return proinstid;
}

/** The administrator's edit: dbfw renamed to dbfwsm (a declared migration), 抵押合同号 dyhth added and required. */
export function publishChangedMortgageForm(schemasDir: string): void {
  const file = path.join(schemasDir, 'forms/dyqxx.json');
  const form = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    version: number;
    migrations?: unknown[];
    schema: { properties: Record<string, unknown>; required: string[] };
    uiSchema: Record<string, unknown> & { 'ui:order': string[] };
  };
  const { dbfw, ...properties } = form.schema.properties;
  const { dbfw: dbfwUi, ...uiSchema } = form.uiSchema;
  form.version = 2;
  form.migrations = [{ to: 2, steps: [{ op: 'rename', from: 'dbfw', to: 'dbfwsm' }] }];
  form.schema.properties = { ...properties, dbfwsm: dbfw, dyhth: { type: 'string', title: '抵押合同号', 'x-titleEn': 'Mortgage contract number', maxLength: 50 } };
  form.schema.required = [...form.schema.required, 'dyhth'];
  form.uiSchema = { ...uiSchema, dbfwsm: dbfwUi, 'ui:order': form.uiSchema['ui:order'].flatMap((field) => (field === 'dbfw' ? ['dbfwsm', 'dyhth'] : [field])) };
  fs.writeFileSync(file, JSON.stringify(form, null, 2));
}

/** The served configuration's version and check results. */
export async function servedVersion(baseUrl: string) {
  return ((await (await fetch(`${baseUrl}/api/schemas/_check`)).json()) as { data: { version: string; number: number; problems: unknown[] } }).data;
}
