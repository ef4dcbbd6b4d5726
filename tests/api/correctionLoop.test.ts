import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/startServer';
import { completeMortgage, holder } from '../support/completeApplication';
import { photo } from '../support/filingMaterials';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();
const API = '/online/wx/apilist/';

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type Correction = { form: string | null; field: string | null; record: string | null; group: string | null; text: string };
type Resubmissions = { rounds: Array<{ n: number; submittedAt: string }>; changes: Array<{ section: string; record: string; label: string; before: string | null; after: string | null }> };

describe.skipIf(!baseUrl)('the correction loop: comments beside their fields and groups, every submission kept, the reviewer’s diff (issue 20)', () => {
  let server: RunningServer;
  let acceptance: StaffClient;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    acceptance = await signInStaff(server.url, 'demo-acceptance', 'demo-acceptance-2026');
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const submissions = (id: string) => db().selectFrom('application_submissions').selectAll().where('application_id', '=', id).orderBy('n').execute();
  const stage = async (id: string) => (await db().selectFrom('review_cases').select('stage').where('application_id', '=', id).executeTakeFirstOrThrow()).stage;
  const returnWith = async (id: string, comments: unknown[]) =>
    acceptance.post<Envelope>(`/staff/api/review/applications/${id}/return`, { requestId: crypto.randomUUID(), stage: await stage(id), comments });

  it('brings the return’s comments to the citizen, keeps both submissions and shows the reviewer what changed', async () => {
    const { client } = await signedInCitizen(server.url, db(), 'cl');
    const id = await completeMortgage(client);
    expect((await client.post(`${API}submitApplyProject`, { proinstid: id, appointment: '0' })).body).toMatchObject({ errcode: '00' });
    const [first] = await submissions(id);
    expect(first).toMatchObject({ n: 1, snapshot: { parties: [{ form: 'applicant-individual', sqr_lx: '0', data: { sqr_adress: holder.sqr_adress } }, { sqr_lx: '1' }] } });
    expect(Object.values(first!.snapshot.materials).flat().length).toBeGreaterThan(0);
    // A draft or a case under review carries no corrections.
    expect((await client.post<Envelope<{ corrections: Correction[] }>>(`${API}getApply`, { slsqId: id })).body.data.corrections).toEqual([]);

    const comments = [
      { form: 'applicant-individual', field: 'sqr_adress', text: '联系地址与身份证不符' },
      { group: 'sfzm', text: '身份证明不清晰，请重新上传' },
    ];
    expect((await returnWith(id, comments)).status).toBe(200);
    const returned = await client.post<Envelope<{ proinst: { shzt: number; rejection: string }; corrections: Correction[] }>>(`${API}getApply`, { slsqId: id });
    expect(returned.body.data.proinst).toMatchObject({ shzt: 11, rejection: '联系地址与身份证不符；身份证明不清晰，请重新上传' });
    expect(returned.body.data.corrections).toEqual([
      { form: 'applicant-individual', field: 'sqr_adress', record: null, group: null, text: '联系地址与身份证不符' },
      { form: null, field: null, record: null, group: 'sfzm', text: '身份证明不清晰，请重新上传' },
    ]);

    // Another citizen asking for it learns nothing, the comments least of all.
    const other = await signedInCitizen(server.url, db(), 'cl-other');
    const foreign = await other.client.post<Envelope>(`${API}getApply`, { slsqId: id });
    expect(foreign.body.errcode).not.toBe('00');
    expect(JSON.stringify(foreign.body)).not.toContain('联系地址与身份证不符');

    // The citizen corrects the address and adds a picture to the group, then submits again.
    const holderId = (returned.body.data as unknown as { sqrs: Array<{ sqr_id: string; sqr_lx: string }> }).sqrs.find((party) => party.sqr_lx === '0')!.sqr_id;
    expect((await client.post(`${API}addPerson`, { proinstid: id, type: '0', proposerinfo: { ...holder, sqr_id: holderId, sqr_adress: '邯郸市丛台区人民路2号' } })).body).toMatchObject({ errcode: '00' });
    const form = new FormData();
    form.append('materialId', `sfzm@${id}`);
    form.append('file', new Blob([new Uint8Array(await photo('jpeg', 400, 300))], { type: 'image/jpeg' }), 'again.jpg');
    expect((await client.request<Envelope>('POST', `/mp/api/material/uploadfiles?reqseq=${crypto.randomUUID()}`, { body: form })).body.errcode).toBe('00');
    expect((await client.post(`${API}submitApplyProject`, { proinstid: id, appointment: '0' })).body).toMatchObject({ errcode: '00' });

    const rounds = await submissions(id);
    expect(rounds.map((round) => round.n)).toEqual([1, 2]);
    expect(rounds[1]!.snapshot.parties[0]!.data.sqr_adress).toBe('邯郸市丛台区人民路2号');
    expect(rounds[1]!.snapshot.materials.sfzm).toHaveLength((first!.snapshot.materials.sfzm ?? []).length + 1);
    // Submitted again: the notes are gone (the case keeps them for the record).
    expect((await client.post<Envelope<{ corrections: Correction[] }>>(`${API}getApply`, { slsqId: id })).body.data.corrections).toEqual([]);

    const diff = await acceptance.get<Envelope<Resubmissions>>(`/staff/api/review/applications/${id}/resubmissions`);
    expect(diff.status).toBe(200);
    expect(Object.keys(diff.body.data).sort()).toEqual(['changes', 'rounds']);
    expect(diff.body.data.rounds).toEqual([
      { n: 1, submittedAt: rounds[0]!.submitted_at.toISOString() },
      { n: 2, submittedAt: rounds[1]!.submitted_at.toISOString() },
    ]);
    expect(diff.body.data.changes).toEqual([
      { section: '申请人信息', record: `抵押权人 ${holder.sqr_name}`, label: '联系地址', before: holder.sqr_adress, after: '邯郸市丛台区人民路2号' },
      { section: '申请材料', record: '申请人身份证明', label: '新增 1 张，删除 0 张', before: '1 张', after: '2 张' },
    ]);
    const english = await acceptance.request<Envelope<Resubmissions>>('GET', `/staff/api/review/applications/${id}/resubmissions`, undefined, { 'accept-language': 'en' });
    expect(english.body.data.changes[1]).toMatchObject({ section: 'Materials', label: '1 added, 0 removed' });
  });

  it('keeps a comment on one party to that party’s record, and refuses a record of another application, changing nothing', async () => {
    const { client } = await signedInCitizen(server.url, db(), 'cl-record');
    const id = await completeMortgage(client);
    expect((await client.post(`${API}submitApplyProject`, { proinstid: id, appointment: '0' })).body).toMatchObject({ errcode: '00' });
    type Parties = { sqrs: Array<{ sqr_id: string; sqr_lx: string }> };
    const parties = (await client.post<Envelope<Parties>>(`${API}getApply`, { slsqId: id })).body.data.sqrs;
    const obligorId = parties.find((party) => party.sqr_lx === '1')!.sqr_id;
    expect(parties.find((party) => party.sqr_lx === '0')!.sqr_id).not.toBe(obligorId);

    // Another citizen's application: its party is no record of this one.
    const other = await signedInCitizen(server.url, db(), 'cl-record-other');
    const otherId = await completeMortgage(other.client);
    const foreignParty = (await other.client.post<Envelope<Parties>>(`${API}getApply`, { slsqId: otherId })).body.data.sqrs[0]!.sqr_id;
    for (const record of [foreignParty, 'no-such-record']) {
      const refused = await returnWith(id, [
        { form: 'applicant-individual', field: 'sqr_tel', record: obligorId, text: '联系电话有误' },
        { form: 'applicant-individual', field: 'sqr_tel', record, text: '联系电话有误' },
      ]);
      expect(refused.status).toBe(400);
      expect(refused.body.errmsg).toBe('批注所指的记录不属于本申请');
    }
    expect(await stage(id)).toBe('acceptance');
    expect((await db().selectFrom('review_cases').select('comments').where('application_id', '=', id).executeTakeFirstOrThrow()).comments).toBeNull();
    expect((await client.post<Envelope<{ proinst: { shzt: number } }>>(`${API}getApply`, { slsqId: id })).body.data.proinst.shzt).toBe(0);

    // The obligor's phone only: the citizen is told which record, and the audit keeps it as sent.
    const comment = { form: 'applicant-individual', field: 'sqr_tel', record: obligorId, text: '抵押人联系电话有误' };
    expect((await returnWith(id, [comment])).status).toBe(200);
    const returned = await client.post<Envelope<{ corrections: Correction[] }>>(`${API}getApply`, { slsqId: id });
    expect(returned.body.data.corrections).toEqual([{ ...comment, group: null }]);
    const audited = await db().selectFrom('staff_audit_log').select(['action', 'after']).where('target', '=', id).where('action', '=', 'review.return').executeTakeFirstOrThrow();
    expect(audited.after).toMatchObject({ stage: 'correction', comments: [comment] });
  });

  it('answers one round and no changes after the first submission, 404 for no application, and only to stage staff', async () => {
    const { client } = await signedInCitizen(server.url, db(), 'cl-one');
    const id = await completeMortgage(client);
    await client.post(`${API}submitApplyProject`, { proinstid: id, appointment: '0' });
    const once = await acceptance.get<Envelope<Resubmissions>>(`/staff/api/review/applications/${id}/resubmissions`);
    expect(once.body.data).toEqual({ rounds: [{ n: 1, submittedAt: expect.any(String) }], changes: [] });
    expect((await acceptance.get(`/staff/api/review/applications/nothing-here/resubmissions`)).status).toBe(404);
    for (const name of ['reviewer', 'registrar', 'certificate']) {
      expect((await (await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`)).get(`/staff/api/review/applications/${id}/resubmissions`)).status).toBe(200);
    }
    const content = await signInStaff(server.url, 'demo-content', 'demo-content-2026');
    expect((await content.get(`/staff/api/review/applications/${id}/resubmissions`)).status).toBe(403);
    // A citizen's session opens no staff call.
    expect((await client.request('GET', `/staff/api/review/applications/${id}/resubmissions`)).status).toBe(401);
  });

  it('keeps one round per submission when two submits of a returned application race: one wins, the other is refused', async () => {
    const { client } = await signedInCitizen(server.url, db(), 'cl-race');
    const id = await completeMortgage(client);
    await client.post(`${API}submitApplyProject`, { proinstid: id, appointment: '0' });
    expect((await returnWith(id, [{ form: 'fwxx', field: 'zl', text: '坐落有误' }])).status).toBe(200);
    const answers = await Promise.all([0, 1].map(() => client.post<Envelope>(`${API}submitApplyProject`, { proinstid: id, appointment: '0' })));
    expect(answers.filter((answer) => answer.body.errcode === '00')).toHaveLength(1);
    expect(answers.find((answer) => answer.body.errcode !== '00')?.status).toBe(409);
    expect((await submissions(id)).map((round) => round.n)).toEqual([1, 2]);
    // Nothing changed between the rounds: the reviewer is told so.
    expect((await acceptance.get<Envelope<Resubmissions>>(`/staff/api/review/applications/${id}/resubmissions`)).body.data.changes).toEqual([]);
  });

  it('carries no corrections for a rejection (opinions, no comments)', async () => {
    const { client } = await signedInCitizen(server.url, db(), 'cl-reject');
    const id = await completeMortgage(client);
    await client.post(`${API}submitApplyProject`, { proinstid: id, appointment: '0' });
    const reject = await acceptance.post(`/staff/api/review/applications/${id}/reject`, { requestId: crypto.randomUUID(), stage: 'acceptance', opinions: { sh_xmsl_yj: '不予受理', sh_qjdc_yj: '' } });
    expect(reject.status).toBe(200);
    const rejected = await client.post<Envelope<{ proinst: { shzt: number }; corrections: Correction[] }>>(`${API}getApply`, { slsqId: id });
    expect(rejected.body.data).toMatchObject({ proinst: { shzt: 21 }, corrections: [] });
  });
});
