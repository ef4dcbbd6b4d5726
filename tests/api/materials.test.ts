import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanMaterialFiles } from '../../server/features/materials/sweepOrphanFiles';
import type { RunningServer } from '../../server/startServer';
import { fetchBytes } from '../support/registryHelpers';
import type { TestClient } from '../support/testClient';
import { imageForm, insertApplication, photo, signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T> = { errcode: string; errmsg: string; data: T };
type Picture = { id: string; datuminst_id: string; url: string; thumbUrl: string };
type Group = { id: string; name: string; required: string; pro_attachment: Picture[] };

describe.skipIf(!baseUrl)('materials: groups, pictures from the messaging app and uploads, delete, serving', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
  });
  afterAll(() => server?.close());

  const citizen = (prefix = 'mt') => signedInCitizen(server.url, server.deps.db, prefix);
  const groups = async (client: TestClient, slsqId: string) =>
    (await client.post<Envelope<{ datuminstInfo: Group[] }>>('/online/wx/apilist/getUploadType', { slsqId, sfhqmx: '0' })).body.data.datuminstInfo;
  const toMessagingApp = async (client: TestClient, bytes: Buffer, name = 'photo.jpg') => {
    const answer = await client.request<Envelope<{ serverId: string }>>('POST', '/wechat/emulator/media/upload', { body: imageForm('media', bytes, name) });
    expect(answer.status).toBe(200);
    return answer.body.data.serverId;
  };
  const download = (client: TestClient, serverId: string, materialId: string, reqseq?: string) =>
    client.postForm<Envelope<Picture>>('/online/wx/apilist/downloadPicFromWXServer', { serverId, materialId, ...(reqseq ? { reqseq } : {}) });
  const materialRows = (applicationId: string) =>
    server.deps.db.selectFrom('application_materials').selectAll().where('application_id', '=', applicationId).execute();
  const storedFiles = (openid: string) =>
    server.deps.db.selectFrom('stored_files').select(['id', 'kind']).where('owner_openid', '=', openid).where('kind', 'in', ['material', 'material-thumb']).execute();

  it('lists the business groups (是 for required) and files a picture from the messaging app with a 78x78 thumbnail', async () => {
    const { openid, client } = await citizen();
    const id = await insertApplication(server.deps.db, openid);
    const before = await groups(client, id);
    expect(before.map((g) => [g.name, g.required])).toEqual(expect.arrayContaining([['申请人身份证明', '是'], ['其他材料', '否']]));
    expect(before.every((g) => g.id.endsWith(`@${id}`) && g.pro_attachment.length === 0)).toBe(true);

    const original = await photo('jpeg', 640, 480);
    const group = before[0]!;
    const added = await download(client, await toMessagingApp(client, original), group.id);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ datuminst_id: group.id, url: `/mp/api/material/file/${added.body.data.id}` });

    const after = await groups(client, id);
    expect(after[0]!.pro_attachment).toEqual([added.body.data]);
    const full = await fetchBytes(client, added.body.data.url);
    expect(full).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(full.bytes.equals(original)).toBe(true);
    const thumb = await fetchBytes(client, added.body.data.thumbUrl);
    const { default: sharp } = await import('sharp');
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 78, height: 78, format: 'jpeg' });
    // The twin path of the full picture.
    expect((await fetchBytes(client, `/online/wx/apilist/fujian/viewimg/${added.body.data.id}`)).bytes.equals(original)).toBe(true);
  });

  it('takes a multipart upload (PNG and WebP too), and refuses what is not a JPEG, PNG or WebP image, storing nothing', async () => {
    const { openid, client } = await citizen();
    const id = await insertApplication(server.deps.db, openid);
    const group = (await groups(client, id))[1]!;
    for (const format of ['png', 'webp'] as const) {
      const answer = await client.request<Envelope<Picture>>('POST', `/mp/api/material/uploadfiles?reqseq=up-${format}`, {
        body: imageForm('file', await photo(format), `scan.${format}`, { materialId: group.id }),
      });
      expect(answer).toMatchObject({ status: 200, body: { errcode: '00', data: { datuminst_id: group.id } } });
    }
    expect(await materialRows(id)).toHaveLength(2);
    const filesBefore = (await storedFiles(openid)).length;

    const jpeg = await photo('jpeg', 1200, 900);
    const refused = [
      await photo('gif'),
      Buffer.from('%PDF-1.7\n% named like a photo\n'.repeat(20)),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      Buffer.concat([(await photo('png')).subarray(0, 40), Buffer.alloc(4000, 9)]),
    ];
    for (const [n, bytes] of refused.entries()) {
      const upload = await client.request<Envelope<null>>('POST', `/mp/api/material/uploadfiles?reqseq=bad-${n}`, {
        body: imageForm('file', bytes, 'photo.jpg', { materialId: group.id }),
      });
      expect(upload, `upload ${n}`).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '只能上传JPG、PNG或WEBP格式的图片' } });
    }
    // Through the messaging app: the emulator takes a GIF and a truncated JPEG; the hall does not.
    for (const bytes of [refused[0]!, refused[2]!]) {
      const answer = await download(client, await toMessagingApp(client, bytes), group.id);
      expect(answer).toMatchObject({ status: 400, body: { errmsg: '只能上传JPG、PNG或WEBP格式的图片' } });
    }
    expect(await materialRows(id)).toHaveLength(2);
    expect(await storedFiles(openid)).toHaveLength(filesBefore);
  });

  it('refuses a picture over the group limit while it streams, storing nothing', async () => {
    const { openid, client } = await citizen();
    const id = await insertApplication(server.deps.db, openid);
    const group = (await groups(client, id))[0]!;
    const huge = Buffer.concat([await photo('jpeg'), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const answer = await client.request<Envelope<null>>('POST', '/mp/api/material/uploadfiles?reqseq=huge', { body: imageForm('file', huge, 'big.jpg', { materialId: group.id }) });
    expect(answer).toMatchObject({ status: 413, body: { errmsg: '图片不能超过10MB' } });
    expect(await materialRows(id)).toHaveLength(0);
    expect(await storedFiles(openid)).toHaveLength(0);
  });

  it("refuses another user's application, pictures and media: 403 or 404, nothing changed", async () => {
    const owner = await citizen('mo');
    const stranger = await citizen('ms');
    const id = await insertApplication(server.deps.db, owner.openid);
    const group = (await groups(owner.client, id))[0]!;
    const serverId = await toMessagingApp(owner.client, await photo());
    const added = (await download(owner.client, serverId, group.id)).body.data;

    expect(await stranger.client.post('/online/wx/apilist/getUploadType', { slsqId: id })).toMatchObject({ status: 403, body: { errmsg: '无权访问他人的数据' } });
    expect((await stranger.client.post('/online/wx/apilist/getUploadType', { slsqId: 'no-such-application' })).status).toBe(404);
    // Someone else's picture for their own file, or a picture of theirs into someone else's application.
    expect((await download(stranger.client, serverId, group.id)).status).toBe(403);
    const strangerId = await insertApplication(server.deps.db, stranger.openid);
    const strangerGroup = `${group.id.split('@')[0]}@${strangerId}`;
    // A media id is not bound to a user on the real platform (decision 0015): it is a short-lived
    // secret of the client that uploaded it. One the platform does not know is refused.
    expect(await download(stranger.client, 'a'.repeat(32), strangerGroup)).toMatchObject({ status: 404, body: { errmsg: '图片不存在或已过期' } });
    const upload = await stranger.client.request('POST', '/mp/api/material/uploadfiles?reqseq=x1', { body: imageForm('file', await photo(), 'a.jpg', { materialId: group.id }) });
    expect(upload.status).toBe(403);
    expect(await stranger.client.post('/online/wx/apilist/delSinglePic', { fileid: added.id })).toMatchObject({ status: 403 });
    expect(await stranger.client.post('/online/wx/apilist/delSinglePic', { fileid: added.id, openid: owner.openid })).toMatchObject({ status: 403 });
    expect((await fetchBytes(stranger.client, added.url)).status).toBe(403);
    expect((await fetchBytes(stranger.client, added.thumbUrl)).status).toBe(403);
    expect((await fetchBytes(stranger.client, '/mp/api/material/file/0123456789abcdef0123456789abcdef')).status).toBe(404);

    expect(await materialRows(id)).toHaveLength(1);
    expect(await materialRows(strangerId)).toHaveLength(0);
    expect(await storedFiles(stranger.openid)).toHaveLength(0);
    expect((await fetchBytes(owner.client, added.url)).status).toBe(200);
  });

  it('deletes one picture and its files; a repeated reqseq replays the first answer and changes nothing', async () => {
    const { openid, client } = await citizen();
    const id = await insertApplication(server.deps.db, openid);
    const group = (await groups(client, id))[0]!;
    const serverId = await toMessagingApp(client, await photo());
    const first = await download(client, serverId, group.id, 'same-pic');
    const again = await download(client, serverId, group.id, 'same-pic');
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await materialRows(id)).toHaveLength(1);

    const removed = await client.post('/online/wx/apilist/delSinglePic', { reqseq: 'del-1', openid, fileid: first.body.data.id });
    expect(removed).toMatchObject({ status: 200, body: { errcode: '00', data: { id: first.body.data.id } } });
    expect((await client.post('/online/wx/apilist/delSinglePic', { reqseq: 'del-1', openid, fileid: first.body.data.id })).body).toEqual(removed.body);
    expect((await client.post('/online/wx/apilist/deleteImg', { fileid: first.body.data.id })).status).toBe(404);
    expect(await materialRows(id)).toHaveLength(0);
    expect(await storedFiles(openid)).toHaveLength(0);
    expect((await fetchBytes(client, first.body.data.url)).status).toBe(404);
  });

  it('changes materials only while the application is a draft or rejected', async () => {
    const { openid, client } = await citizen();
    const rejected = await insertApplication(server.deps.db, openid, { shzt: 11 });
    const rejectedGroup = (await groups(client, rejected))[0]!;
    expect((await download(client, await toMessagingApp(client, await photo()), rejectedGroup.id)).status).toBe(200);

    for (const shzt of [0, 10]) {
      const id = await insertApplication(server.deps.db, openid);
      const group = (await groups(client, id))[0]!;
      const added = (await download(client, await toMessagingApp(client, await photo()), group.id)).body.data;
      await server.deps.db.updateTable('applications').set({ shzt }).where('id', '=', id).execute();
      const more = await download(client, await toMessagingApp(client, await photo()), group.id);
      expect(more).toMatchObject({ status: 400, body: { errmsg: '该申请已提交，不能修改材料' } });
      expect((await client.post('/online/wx/apilist/delSinglePic', { fileid: added.id })).status).toBe(400);
      expect((await groups(client, id))[0]!.pro_attachment).toEqual([added]);
      expect((await fetchBytes(client, added.thumbUrl)).status).toBe(200);
    }
  });

  it('refuses an unknown group and a call without a serverId', async () => {
    const { openid, client } = await citizen();
    const id = await insertApplication(server.deps.db, openid);
    expect(await download(client, await toMessagingApp(client, await photo()), `nosuch@${id}`)).toMatchObject({ status: 404, body: { errmsg: '未找到该材料类型' } });
    expect((await download(client, await toMessagingApp(client, await photo()), 'no-at-sign')).status).toBe(404);
    expect((await client.post('/online/wx/apilist/downloadPicFromWXServer', { materialId: `sfzm@${id}` })).status).toBe(400);
  });

  it('sweeps away the pictures of a deleted application an hour on; those of the other application stay', async () => {
    const { openid, client } = await citizen();
    const kept = await insertApplication(server.deps.db, openid);
    const deleted = await insertApplication(server.deps.db, openid);
    for (const id of [kept, deleted]) await download(client, await toMessagingApp(client, await photo()), (await groups(client, id))[0]!.id);
    const [keptFile] = await materialRows(kept);
    await server.deps.db.deleteFrom('applications').where('id', '=', deleted).execute();
    expect(await storedFiles(openid)).toHaveLength(4);

    await sweepOrphanMaterialFiles(server.deps.db, server.deps.files);
    expect(await storedFiles(openid)).toHaveLength(4);
    await sweepOrphanMaterialFiles(server.deps.db, server.deps.files, new Date(Date.now() + 2 * 3_600_000));
    expect((await storedFiles(openid)).map((f) => f.id).sort()).toEqual([keptFile!.file_id, keptFile!.thumb_file_id].sort());
    expect((await fetchBytes(client, `/mp/api/material/file/${keptFile!.id}`)).status).toBe(200);
  });
});
