import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { completeMortgage } from '../support/completeApplication';
import { photo } from '../support/filingMaterials';
import { startServerPair, type ServerPair } from '../support/serverPair';
import { TestClient, newSignedInUser } from '../support/testClient';
import { TINY_PNG } from '../support/tinyPng';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const API = '/online/wx/apilist/';
const QUOTA_MB = 5;
const QUOTA_MESSAGE = '您上传的文件已达空间上限，请删除不需要的文件后再上传';

type Envelope<T = Record<string, unknown>> = { errcode: string; errmsg: string; data: T };

/** A copy of an application with everything under it (its pictures' rows point at the same files). */
async function copyApplication(db: Db, templateId: string): Promise<{ id: string; obligor: string; picture: string }> {
  const id = crypto.randomUUID().replaceAll('-', '');
  const newId = sql`replace(gen_random_uuid()::text, '-', '')`;
  await sql`insert into applications (id, openid, prodefid, name, djlx, qllx, xzqdm, areaname, appointment, czfs, user_name)
    select ${id}, openid, prodefid, name, djlx, qllx, xzqdm, areaname, appointment, czfs, user_name from applications where id = ${templateId}`.execute(db);
  await sql`insert into application_parties (id, application_id, form_id, schema_version, data, sqr_lx)
    select ${newId}, ${id}, form_id, schema_version, data, sqr_lx from application_parties where application_id = ${templateId} order by seq`.execute(db);
  await sql`insert into application_units (id, application_id, form_id, schema_version, data)
    select ${newId}, ${id}, form_id, schema_version, data from application_units where application_id = ${templateId} order by seq`.execute(db);
  await sql`insert into application_rights (id, application_id, form_id, schema_version, data, savetype)
    select ${newId}, ${id}, form_id, schema_version, data, savetype from application_rights where application_id = ${templateId}`.execute(db);
  await sql`insert into application_materials (id, application_id, group_id, file_id, thumb_file_id)
    select ${newId}, ${id}, group_id, file_id, thumb_file_id from application_materials where application_id = ${templateId}`.execute(db);
  const obligor = await db.selectFrom('application_parties').select('id').where('application_id', '=', id).where('sqr_lx', '=', '1').executeTakeFirstOrThrow();
  const picture = await db.selectFrom('application_materials').select('id').where('application_id', '=', id).where('group_id', '=', 'sfzm').executeTakeFirstOrThrow();
  return { id, obligor: obligor.id, picture: picture.id };
}

/** The same signed-in person on each server of the pair (sessions live in the shared database). */
async function personOnBoth(pair: ServerPair, prefix: string) {
  const { openid, client } = await newSignedInUser(pair.urls[0], prefix);
  const other = new TestClient(pair.urls[1]);
  other.cookie = client.cookie;
  // The n-th call of a race goes to one process, the next to the other.
  return { openid, clients: [client, other] as const, on: (n: number) => (n % 2 === 0 ? client : other) };
}

/** A multipart upload; a refusal cut off while the body is still going counts as an answer of 0. */
async function upload(client: TestClient, path: string, field: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'scan.png');
  try {
    return await client.request<Envelope & { message?: string }>('POST', path, { body: form });
  } catch {
    return { status: 0, body: undefined };
  }
}

describe.skipIf(!baseUrl)('integrity under races (two server processes on PostgreSQL, one PGlite process)', () => {
  let pair: ServerPair | undefined;
  beforeAll(async () => {
    pair = await startServerPair({ UPLOAD_QUOTA_MB: String(QUOTA_MB) });
  }, 180_000);
  afterAll(() => pair?.stop());

  it('never accepts an application made incomplete by a delete racing its submit (100 races)', { timeout: 240_000 }, async () => {
    if (!pair) return;
    const { db } = pair;
    const { clients, on } = await personOnBoth(pair, 'race');
    const template = await completeMortgage(clients[0]);
    const races = [];
    for (let n = 0; n < 100; n++) races.push(await copyApplication(db, template));

    const outcomes: Array<{ id: string; submitted: boolean; deleted: boolean }> = [];
    // Ten races at a time; in each the submit and the delete go out together, to different processes.
    for (let start = 0; start < races.length; start += 10) {
      const wave = races.slice(start, start + 10).map(async ({ id, obligor, picture }, k) => {
        const n = start + k;
        const submitter = on(n);
        const deleter = on(n + 1);
        const [submit, remove] = await Promise.all([
          submitter.post<Envelope>(`${API}submitApplyProject`, { proinstid: id }),
          n % 4 < 2 ? deleter.post<Envelope>(`${API}delPerson`, { proinstid: id, sqrid: obligor }) : deleter.post<Envelope>(`${API}delSinglePic`, { fileid: picture }),
        ]);
        // One of the two wins; the loser is told why (incomplete, or no longer editable).
        expect([submit.status, remove.status].filter((status) => status === 200), JSON.stringify([submit.body, remove.body])).toHaveLength(1);
        if (submit.status !== 200) expect(submit).toMatchObject({ status: 400, body: { errcode: '01', errmsg: expect.any(String) } });
        outcomes.push({ id, submitted: submit.status === 200, deleted: remove.status === 200 });
      });
      await Promise.all(wave);
    }

    const ids = races.map((race) => race.id);
    const stored = await db
      .selectFrom('applications as a')
      .select((eb) => [
        'a.id',
        'a.shzt',
        eb.selectFrom('application_parties as p').select(eb.fn.countAll<string>().as('n')).whereRef('p.application_id', '=', 'a.id').where('p.sqr_lx', '=', '1').as('obligors'),
        eb.selectFrom('application_materials as m').select(eb.fn.countAll<string>().as('n')).whereRef('m.application_id', '=', 'a.id').where('m.group_id', '=', 'sfzm').as('pictures'),
      ])
      .where('a.id', 'in', ids)
      .execute();
    const incompleteAccepted = stored.filter((row) => row.shzt === 0 && (Number(row.obligors) === 0 || Number(row.pictures) === 0));
    expect(incompleteAccepted).toEqual([]);
    // What each side was told is what was stored.
    for (const outcome of outcomes) expect(stored.find((row) => row.id === outcome.id)!.shzt).toBe(outcome.submitted ? 0 : -1);
  });

  it('holds a citizen to the upload quota exactly when 24 uploads race over both processes', { timeout: 120_000 }, async () => {
    if (!pair) return;
    const { openid, on } = await personOnBoth(pair, 'quota');
    // A whole 1×1 PNG with 600 KB after its end: an image by its content, and large.
    const picture = Buffer.concat([TINY_PNG, crypto.randomBytes(600 * 1024)]);
    const answers = await Promise.all(Array.from({ length: 24 }, (_, n) => upload(on(n), '/wechat/emulator/media/upload', 'media', picture)));

    const files = await pair.db.selectFrom('stored_files').select(['size']).where('owner_openid', '=', openid).where('complete', '=', true).execute();
    const quota = QUOTA_MB * 1024 * 1024;
    expect(files.reduce((sum, file) => sum + Number(file.size), 0)).toBeLessThanOrEqual(quota);
    // Exact: every picture that fits is kept, and only those.
    expect(files).toHaveLength(Math.floor(quota / picture.length));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(files.length);
    for (const refused of answers.filter((answer) => answer.status !== 200 && answer.status !== 0)) expect(refused).toMatchObject({ status: 413, body: { message: QUOTA_MESSAGE } });
  });

  it("keeps an attachment group to its 30 pictures when 45 uploads race into it over both processes", { timeout: 120_000 }, async () => {
    if (!pair) return;
    const { clients, on } = await personOnBoth(pair, 'group');
    const proinstid = await completeMortgage(clients[0]);
    const bytes = await photo('png', 64, 48);
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, n) => upload(on(n), `/mp/api/material/uploadfiles?reqseq=${crypto.randomUUID()}`, 'file', bytes, { materialId: `sfzm@${proinstid}` })),
    );

    const rows = await pair.db.selectFrom('application_materials').select('id').where('application_id', '=', proinstid).where('group_id', '=', 'sfzm').execute();
    expect(rows).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(29); // completeMortgage put the first
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused).toMatchObject({ status: 400, body: { errmsg: '每类材料最多上传30张图片' } });
  });

  it("imports a messaging-app picture only for the citizen who uploaded it: another's serverId finds nothing", async () => {
    if (!pair) return;
    const owner = await personOnBoth(pair, 'owner');
    const other = await personOnBoth(pair, 'other');
    const uploaded = await upload(owner.clients[0], '/wechat/emulator/media/upload', 'media', await photo('png'));
    const serverId = (uploaded.body as Envelope<{ serverId: string }>).data.serverId;
    const theirs = await completeMortgage(other.clients[0]);
    const before = await pair.db.selectFrom('stored_files').select('id').where('owner_openid', '=', other.openid).execute();

    const intoMaterials = await other.clients[1].postForm<Envelope>(`${API}downloadPicFromWXServer`, { serverId, materialId: `qtcl@${theirs}` });
    expect(intoMaterials).toMatchObject({ status: 404, body: { errcode: '01', errmsg: '图片不存在或已过期' } });
    const intoImages = await other.clients[0].post<{ message: string }>('/wechat/api/wechatimg/download', { serverId });
    expect(intoImages).toMatchObject({ status: 404, body: { message: '图片不存在或已过期' } });
    expect(await pair.db.selectFrom('stored_files').select('id').where('owner_openid', '=', other.openid).execute()).toEqual(before);

    // Its uploader still imports it.
    const mine = await completeMortgage(owner.clients[0]);
    expect((await owner.clients[1].postForm<Envelope>(`${API}downloadPicFromWXServer`, { serverId, materialId: `qtcl@${mine}` })).body).toMatchObject({ errcode: '00' });
  });
});
