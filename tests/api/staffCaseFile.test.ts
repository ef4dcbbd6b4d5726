import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/startServer';
import { createCaseFileService } from '../../server/backoffice/casefile/caseFileService';
import { workflowConfig } from '../../server/schemas/workflowConfig';
import { completeMortgage, holder, obligor } from '../support/completeApplication';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { insertApplication, signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const databaseUrl = apiDatabaseUrl();
const baseUrl = apiBaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type Row = { field: string; label: string; text: string };
type RecordView = { id: string; form: string; formTitle: string; rows: Row[] };
interface CaseFile {
  application: { id: string; prolsh: string; business: string; stage: string; stageName: string; deadline: string; overdue: boolean; suspended: boolean; claimedBy: string | null; configVersion: { number: number; hash: string } };
  parties: Array<RecordView & { sqr_lx: string; name: string | null; typeLabel: string; alias: string | null }>;
  units: RecordView[];
  rights: Array<RecordView & { savetype: string }>;
  materials: Array<{ group: string; name: string; required: boolean; pictures: Array<{ id: string }> }>;
  trail: Array<{ activity: string; opinion: string | null; at: string }>;
  comments: Array<{ form?: string; field?: string; group?: string; text: string }>;
  actions: string[];
  mayReveal: boolean;
}

// The full numbers of the mortgage's parties (tests/support/completeApplication.ts).
const FULL_NUMBERS = [holder.sqr_zjh, holder.sqr_tel, obligor.sqr_zjh, obligor.sqr_tel];
/** An 18-digit ID number or an 11-digit mobile number anywhere in a text. */
const FULL_ID = /(?<!\d)\d{17}[\dXx](?!\d)/;
const FULL_MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/;
/**
 * Application ids (32) and configuration hashes (14) are hexadecimal and by chance hold runs of
 * digits like those; a token of hex digits with a letter among them is no number.
 */
const withoutHexIds = (text: string) => text.replace(/(?<![0-9a-z])[0-9a-f]{14,64}(?![0-9a-z])/g, (hex) => (/[a-f]/.test(hex) ? '<hex>' : hex));

describe.skipIf(!baseUrl)("the staff's application page: the case file, the audited reveal, the pictures (issue 20)", () => {
  let server: RunningServer;
  const staff: Record<string, StaffClient> = {};
  let id: string;
  let citizen: Awaited<ReturnType<typeof signedInCitizen>>;

  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    for (const name of ['acceptance', 'reviewer', 'registrar', 'certificate', 'content']) staff[name] = await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`);
    // A citizen files a whole first mortgage with its pictures and submits it: it waits at acceptance.
    citizen = await signedInCitizen(server.url, server.deps.db, 'cf');
    id = await completeMortgage(citizen.client);
    expect((await citizen.client.post('/online/wx/apilist/submitApplyProject', { proinstid: id, appointment: '0' })).body).toMatchObject({ errcode: '00' });
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const page = (who: string, target = id) => staff[who]!.get<Envelope<CaseFile>>(`/staff/api/review/applications/${target}`);
  const reveal = (who: string, target = id) => staff[who]!.post<Envelope<{ parties: Array<{ id: string; rows: Row[] }> }>>(`/staff/api/review/applications/${target}/reveal`, { requestId: crypto.randomUUID() });
  const reveals = () => db().selectFrom('staff_audit_log').select(['actor_username', 'action', 'target', 'after']).where('action', '=', 'review.reveal').where('target', '=', id).orderBy('id').execute();

  it('shows the application in full to every stage role, masked; others are refused', async () => {
    for (const who of ['acceptance', 'reviewer', 'registrar', 'certificate']) expect((await page(who)).status, who).toBe(200);
    expect(await page('content')).toMatchObject({ status: 403, body: { errmsg: '您的角色无权进行此操作' } });
    expect((await citizen.client.request('GET', `/staff/api/review/applications/${id}`)).status).toBe(401);
    expect((await page('acceptance', 'no-such-application')).status).toBe(404);
    // A draft is the citizen's own until it is submitted.
    expect((await page('acceptance', await insertApplication(db(), citizen.openid))).status).toBe(404);

    const file = (await page('acceptance')).body.data;
    const stored = await db().selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const version = await db().selectFrom('schema_versions').select(['number', 'hash']).where('number', '=', stored.config_version!).executeTakeFirstOrThrow();
    expect(file.application).toMatchObject({ id, prolsh: stored.prolsh, business: '一般抵押权首次登记', stage: 'acceptance', stageName: '受理', overdue: false, suspended: false, claimedBy: null, configVersion: version });
    expect(file.actions).toEqual(['accept', 'return', 'reject', 'suspend']);
    expect(file.mayReveal).toBe(true);
    // The parties under their type, the business's name for it and their own name, the fields under their labels, codes as text.
    expect(file.parties.map((party) => [party.sqr_lx, party.typeLabel, party.alias, party.name])).toEqual([
      ['0', '权利人', '抵押权人', holder.sqr_name],
      ['1', '义务人', '抵押人', obligor.sqr_name],
    ]);
    const holderRows = file.parties[0]!.rows;
    expect(file.parties[0]!.form).toBe('applicant-individual');
    expect(holderRows).toContainEqual({ field: 'sqr_name', label: '姓名', text: '张建国' });
    expect(holderRows).toContainEqual({ field: 'sqr_zjh', label: '证件号码', text: '1304**********1231' });
    expect(holderRows).toContainEqual({ field: 'sqr_tel', label: '联系电话', text: '138****5678' });
    expect(holderRows).toContainEqual({ field: 'sqr_zjlx', label: '证件类型', text: '身份证' });
    expect(file.units[0]).toMatchObject({ form: 'fwxx' });
    expect(file.units[0]!.rows).toContainEqual(expect.objectContaining({ field: 'zl', text: '复兴区锦绣花园3号楼1单元101' }));
    expect(file.rights[0]!.rows.length).toBeGreaterThan(0);
    expect(file.materials.filter((group) => group.required).every((group) => group.pictures.length === 1)).toBe(true);
    expect(file.trail.map((step) => step.activity)).toEqual(['网上申请']);
    // Not their stage: the reviewer reads, but has nothing to press; the certificate clerk may not reveal.
    expect((await page('reviewer')).body.data).toMatchObject({ actions: [], mayReveal: true });
    expect((await page('certificate')).body.data).toMatchObject({ actions: [], mayReveal: false });
  });

  it('carries no full ID or phone number in the page, the queue or its CSV', async () => {
    const file = (await page('acceptance')).body;
    const queue = await staff.acceptance!.get('/staff/api/review/queue?limit=200');
    const csv = await (await fetch(`${server.url}/staff/api/review/queue.csv`, { headers: { cookie: staff.acceptance!.cookie } })).text();
    expect(csv).toContain(file.data.application.prolsh);
    for (const [what, text] of [
      ['page', withoutHexIds(JSON.stringify(file))],
      ['queue', withoutHexIds(JSON.stringify(queue.body))],
      ['csv', withoutHexIds(csv)],
    ] as const) {
      for (const number of [...FULL_NUMBERS, citizen.cardnum]) expect(text, `${what} ${number}`).not.toContain(number);
      expect(text, what).not.toMatch(FULL_ID);
      expect(text, what).not.toMatch(FULL_MOBILE);
    }
  });

  it('reveals the full numbers to acceptance, review and register, each read audited; the certificate clerk, a content editor and a citizen are refused', async () => {
    expect(await reveal('certificate')).toMatchObject({ status: 403, body: { errmsg: '您的角色无权进行此操作' } });
    expect((await reveal('content')).status).toBe(403);
    expect((await citizen.client.post(`/staff/api/review/applications/${id}/reveal`, { requestId: crypto.randomUUID() })).status).toBe(401);
    expect((await staff.acceptance!.post(`/staff/api/review/applications/${id}/reveal`, {})).status).toBe(400);
    expect((await reveal('acceptance', 'no-such-application')).status).toBe(404);
    expect(await reveals()).toEqual([]);

    const answer = await reveal('acceptance');
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body.data);
    for (const number of FULL_NUMBERS) expect(text).toContain(number);
    const file = (await page('acceptance')).body.data;
    expect(answer.body.data.parties[0]).toEqual({
      id: file.parties[0]!.id,
      rows: expect.arrayContaining([
        { field: 'sqr_zjh', label: '证件号码', text: holder.sqr_zjh },
        { field: 'sqr_tel', label: '联系电话', text: holder.sqr_tel },
      ]),
    });
    expect((await reveal('reviewer')).status).toBe(200);
    expect((await reveal('registrar')).status).toBe(200);
    const entries = await reveals();
    expect(entries.map((entry) => entry.actor_username)).toEqual(['demo-acceptance', 'demo-reviewer', 'demo-registrar']);
    // The log names the fields read, never the numbers.
    expect(entries[0]!.after).toMatchObject({ requestId: expect.any(String), fields: expect.arrayContaining([`${file.parties[0]!.id}.sqr_zjh`, `${file.parties[0]!.id}.sqr_tel`]) });
    for (const number of FULL_NUMBERS) expect(JSON.stringify(entries)).not.toContain(number);
  });

  it("serves the application's pictures to stage staff only, and no other application's", async () => {
    const file = (await page('reviewer')).body.data;
    const picture = file.materials.flatMap((group) => group.pictures)[0]!.id;
    const get = (who: StaffClient, path: string) => fetch(`${server.url}/staff/api/review/applications/${path}`, { headers: { cookie: who.cookie } });
    const original = await get(staff.reviewer!, `${id}/materials/${picture}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('cache-control')).toMatch(/^private/);
    expect((await original.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await get(staff.certificate!, `${id}/materials/${picture}/thumb`)).status).toBe(200);
    expect((await get(staff.content!, `${id}/materials/${picture}`)).status).toBe(403);
    expect((await fetch(`${server.url}/staff/api/review/applications/${id}/materials/${picture}`)).status).toBe(401);
    // The owner's own cookie opens no staff call, their own picture included.
    expect((await fetch(`${server.url}/staff/api/review/applications/${id}/materials/${picture}`, { headers: { cookie: citizen.client.cookie } })).status).toBe(401);
    expect((await get(staff.registrar!, `${id}/materials/${picture}`)).status).toBe(200);
    // Another application's picture through this one's address: not found.
    const other = await signedInCitizen(server.url, db(), 'cf2');
    const otherId = await completeMortgage(other.client);
    expect((await other.client.post('/online/wx/apilist/submitApplyProject', { proinstid: otherId, appointment: '0' })).body).toMatchObject({ errcode: '00' });
    const theirs = (await page('reviewer', otherId)).body.data.materials.flatMap((group) => group.pictures)[0]!.id;
    expect((await get(staff.reviewer!, `${id}/materials/${theirs}`)).status).toBe(404);
    expect((await get(staff.reviewer!, `${otherId}/materials/${theirs}`)).status).toBe(200);
    expect((await get(staff.reviewer!, `${id}/materials/not-an-id`)).status).toBe(400);
  });

  it("reads the claim's holder with the case, not with a query of its own (issue 29)", async () => {
    expect((await staff.acceptance!.post<Envelope>(`/staff/api/review/applications/${id}/claim/claim`)).status).toBe(200);
    let statements = 0;
    const counted = db().withPlugin({
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const { deps } = server;
    const caseFile = createCaseFileService({ db: counted, files: deps.files, schemas: deps.schemas, schemaVersions: deps.schemaVersions, workflow: () => workflowConfig(deps.schemas), registry: deps.filingRegistry });
    const file = await caseFile.open({ id: 'someone', roles: ['acceptance_clerk'] }, id, 'zh-CN', false);
    expect(file.claim.holder).toBe('demo-acceptance');
    // The application with its records, the case with its holder's name, the pictures (the trail is the registry's reads).
    expect(statements).toBe(3);
    expect((await staff.acceptance!.post<Envelope>(`/staff/api/review/applications/${id}/claim/handBack`)).status).toBe(200);
  });

  it("shows the last return's comments and the trail's opinions once returned", async () => {
    const comments = [
      { form: 'applicant-individual', field: 'sqr_tel', text: '联系电话与身份证明不符' },
      { group: 'sfzm', text: '身份证明不清晰' },
    ];
    const returned = await staff.acceptance!.post<Envelope>(`/staff/api/review/applications/${id}/return`, { requestId: crypto.randomUUID(), stage: 'acceptance', comments });
    expect(returned.status).toBe(200);
    const file = (await page('acceptance')).body.data;
    expect(file.comments).toEqual(comments);
    expect(file.application).toMatchObject({ stage: 'correction', overdue: false });
    expect(file.actions).toEqual([]);
    expect(file.trail.at(-1)).toMatchObject({ activity: '退回补正', opinion: '联系电话与身份证明不符；身份证明不清晰' });
  });
});
