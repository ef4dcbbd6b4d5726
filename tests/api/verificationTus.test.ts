import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MAX_BYTES } from '../../engine/uploads/licenceVerificationLimit';
import { startOwnTestServer } from '../support/ownTestServer';
import { startTestS3, type TestS3 } from '../support/s3Server';
import { newSignedInUser } from '../support/testClient';
import { tusCalls } from '../support/tusCalls';

const ENDPOINT = '/online/public/dzzz/verification/tus';
const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
/** A few MB that read as a PDF by their first bytes (the content check), not a real licence. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(size - 15), Buffer.from('\n%%EOF\n')]);
const idOf = (location: string) => location.split('/').pop()!;

type Server = NonNullable<Awaited<ReturnType<typeof startOwnTestServer>>>;

/** The resumable licence verification upload (tus, decision 0100), on both databases, parts on the disk store. */
describe('the resumable verification upload on the disk store', () => {
  let server: Server | undefined;
  beforeAll(async () => {
    server = await startOwnTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  const partsDir = () => path.join(server!.deps.env.filesDir, 'tus');

  it('resumes after a dropped connection from the offset the server has, and queues the verification of the whole file', async (context) => {
    if (!server) return context.skip();
    const { openid, client } = await newSignedInUser(server.url, 'tus');
    const tus = tusCalls(client, ENDPOINT);
    const file = pdfOf(3 * MiB);

    const created = await tus.create(file.length, { filename: '我的证照.pdf' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${ENDPOINT}/[0-9a-f]{32}$`));

    const first = await tus.patch(location, 0, file.subarray(0, MiB));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(MiB));

    await tus.dropMidPatch(location, MiB, file.subarray(MiB), MiB / 2);
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(MiB);
    expect(offset).toBeLessThan(file.length);
    expect(head.headers.get('upload-length')).toBe(String(file.length));

    const last = await tus.patch(location, offset, file.subarray(offset));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(file.length));
    const verificationId = last.headers.get('verification-id')!;
    expect(verificationId).toMatch(/^[a-f0-9]{24}$/);

    const { db, files } = server.deps;
    const queued = await db.selectFrom('query_requests').select(['openid', 'kind', 'filename', 'upload_file_id']).where('id', '=', verificationId).executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ openid, kind: 'verify', filename: '我的证照.pdf' });
    const stored = await files.meta(queued.upload_file_id!);
    expect(stored).toMatchObject({ ownerOpenid: openid, kind: 'licence-verification', mime: 'application/pdf', size: file.length });
    expect(sha256(Buffer.concat(await (await files.open(queued.upload_file_id!)).toArray()))).toBe(sha256(file));
    expect(fs.readdirSync(partsDir()).filter((name) => name.startsWith(idOf(location)))).toEqual([]);

    // A client that lost the last answer asks again: complete, with the same verification.
    const again = await tus.head(location);
    expect(again.status).toBe(200);
    expect(again.headers.get('upload-offset')).toBe(String(file.length));
    expect(again.headers.get('verification-id')).toBe(verificationId);
    const records = await client.post<{ data: Array<{ ID: string }> }>('/online/wx/apilist/dzzzverification');
    expect(records.body.data.map((record) => record.ID)).toContain(verificationId);
  });

  it("answers another citizen's HEAD, PATCH and DELETE with 404, and one without a session with 401", async (context) => {
    if (!server) return context.skip();
    const owner = tusCalls((await newSignedInUser(server.url, 'tus')).client, ENDPOINT);
    const location = (await owner.create(MiB)).headers.get('location')!;
    const stranger = tusCalls((await newSignedInUser(server.url, 'tux')).client, ENDPOINT);
    expect((await stranger.head(location)).status).toBe(404);
    expect((await stranger.patch(location, 0, pdfOf(MiB))).status).toBe(404);
    expect((await stranger.remove(location)).status).toBe(404);
    expect((await owner.head(location)).headers.get('upload-offset')).toBe('0');
    const anonymous = await fetch(server.url + location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses at creation a file over the limit, a name that is no PDF, and another site’s page', async (context) => {
    if (!server) return context.skip();
    const { openid, client } = await newSignedInUser(server.url, 'tus');
    const tus = tusCalls(client, ENDPOINT);
    const big = await tus.create(VERIFY_MAX_BYTES + 1);
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ errcode: '01', errmsg: '文件大小不能超过500M' });
    const named = await tus.create(MiB, { filename: 'licence.exe' });
    expect(named.status).toBe(400);
    expect(named.body).toMatchObject({ errmsg: '只能上传pdf文件' });
    const crossSite = await tus.create(MiB, undefined, { Origin: 'http://evil.example' });
    expect(crossSite.status).toBe(403);
    const location = (await tus.create(MiB)).headers.get('location')!;
    expect((await tus.patch(location, 0, pdfOf(MiB), { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await tus.remove(location, { Origin: 'http://evil.example' })).status).toBe(403);
    const rows = await server.deps.db.selectFrom('resumable_uploads').select('id').where('owner_openid', '=', openid).execute();
    expect(rows.map((row) => row.id)).toEqual([idOf(location)]);
  });

  it('refuses a file that is no PDF by its bytes when it is finished, with the upload’s wording, and keeps nothing', async (context) => {
    if (!server) return context.skip();
    const { openid, client } = await newSignedInUser(server.url, 'tus');
    const tus = tusCalls(client, ENDPOINT);
    const text = Buffer.alloc(MiB, 'not a pdf ');
    const location = (await tus.create(text.length)).headers.get('location')!;
    const finished = await tus.patch(location, 0, text);
    expect(finished.status).toBe(400);
    expect(finished.body).toMatchObject({ errcode: '01', errmsg: '只能上传pdf文件' });
    const { db } = server.deps;
    expect(await db.selectFrom('stored_files').select('id').where('owner_openid', '=', openid).execute()).toEqual([]);
    expect(await db.selectFrom('query_requests').select('id').where('openid', '=', openid).execute()).toEqual([]);
    expect(await db.selectFrom('resumable_uploads').select('id').where('owner_openid', '=', openid).execute()).toEqual([]);
    expect(fs.readdirSync(partsDir()).filter((name) => name.startsWith(idOf(location)))).toEqual([]);
    expect((await tus.head(location)).status).toBe(404);
  });

  it('cancels with DELETE: the parts go and the upload is unknown after', async (context) => {
    if (!server) return context.skip();
    const { client } = await newSignedInUser(server.url, 'tus');
    const tus = tusCalls(client, ENDPOINT);
    const file = pdfOf(2 * MiB);
    const location = (await tus.create(file.length)).headers.get('location')!;
    expect((await tus.patch(location, 0, file.subarray(0, MiB))).status).toBe(204);
    expect(fs.readdirSync(partsDir()).filter((name) => name.startsWith(idOf(location))).length).toBeGreaterThan(0);
    expect((await tus.remove(location)).status).toBe(204);
    expect(fs.readdirSync(partsDir()).filter((name) => name.startsWith(idOf(location)))).toEqual([]);
    expect((await tus.head(location)).status).toBe(404);
    expect((await tus.patch(location, MiB, file.subarray(MiB))).status).toBe(404);
  });

  it('sweeps an unfinished upload a day old with its parts', async (context) => {
    if (!server) return context.skip();
    const { openid, client } = await newSignedInUser(server.url, 'tus');
    const tus = tusCalls(client, ENDPOINT);
    const location = (await tus.create(2 * MiB)).headers.get('location')!;
    await tus.patch(location, 0, pdfOf(MiB));
    const { db, resumable } = server.deps;
    await db.updateTable('resumable_uploads').set({ created_at: new Date(Date.now() - 25 * 3_600_000) }).where('id', '=', idOf(location)).execute();
    const { sweepResumableUploads } = await import('../../server/files/tus/sweepResumableUploads');
    expect(await sweepResumableUploads(resumable.uploads, resumable.parts)).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('resumable_uploads').select('id').where('owner_openid', '=', openid).execute()).toEqual([]);
    expect(fs.readdirSync(partsDir()).filter((name) => name.startsWith(idOf(location)))).toEqual([]);
  });
});

/**
 * FILE_STORE=s3: the parts in the bucket (@tus/s3-store). s3rver has no ListParts and no
 * AbortMultipartUpload, which every PATCH and HEAD of the S3 store asks (decision 0100): creation,
 * its limit and cancelling are tested here; the resume is tested on the disk store above.
 */
describe('the resumable verification upload with FILE_STORE=s3 (s3rver)', () => {
  let s3: TestS3;
  let server: Server | undefined;
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startOwnTestServer(s3.env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it('creates the upload in the bucket, refuses one over the limit, and cancelling removes it there', async (context) => {
    if (!server) return context.skip();
    const tus = tusCalls((await newSignedInUser(server.url, 'tus3')).client, ENDPOINT);
    expect((await tus.create(VERIFY_MAX_BYTES + 1)).status).toBe(413);
    const created = await tus.create(3 * MiB);
    expect(created.status).toBe(201);
    const id = idOf(created.headers.get('location')!);
    expect(await s3.keys(id)).toEqual([`${id}.info`]);
    expect((await tus.remove(created.headers.get('location')!)).status).toBe(204);
    expect(await s3.keys(id)).toEqual([]);
  });
});
