import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileMetaRepository } from '../../server/files/fileMetaRepository';
import { FileTooLargeError } from '../../server/files/fileStore';
import { readiness } from '../../server/features/health/readiness';
import { moveToObjectStore } from '../../server/files/s3/moveToObjectStore';
import { createS3FileStore } from '../../server/files/s3/s3FileStore';
import { startOwnTestServer } from '../support/ownTestServer';
import { fetchBytes } from '../support/registryHelpers';
import { startTestS3, type TestS3 } from '../support/s3Server';
import { imageForm, insertApplication, photo, signedInCitizen } from './filingReviewFixtures';

type Envelope<T> = { errcode: string; errmsg: string; data: T };
type Picture = { id: string; url: string; thumbUrl: string };

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
/** `size` bytes from a seeded generator, as a stream of 1 MiB chunks: never a buffer of them all. */
const streamOf = (size: number, seed: number) =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += MiB) yield Buffer.alloc(Math.min(MiB, size - sent), (seed + sent / MiB) % 251);
    })(),
  );
const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

/** FILE_STORE=s3 against a real S3-protocol server (s3rver), on both databases (decision 0099). */
describe('files on an S3-compatible object store', () => {
  let s3: TestS3;
  let server: Awaited<ReturnType<typeof startOwnTestServer>>;
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startOwnTestServer(s3.env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it('keeps a citizen\'s upload in the bucket under a server-made key, serves it to its owner only, and deletes it there', async (context) => {
    if (!server) return context.skip();
    const { db } = server.deps;
    const { openid, client } = await signedInCitizen(server.url, db, 's3');
    const application = await insertApplication(db, openid);
    const groups = (await client.post<Envelope<{ datuminstInfo: Array<{ id: string }> }>>('/online/wx/apilist/getUploadType', { slsqId: application, sfhqmx: '0' })).body.data.datuminstInfo;
    const original = await photo('jpeg', 640, 480);
    const added = await client.request<Envelope<Picture>>('POST', `/mp/api/material/uploadfiles?reqseq=${crypto.randomUUID()}`, { body: imageForm('file', original, '../../etc/passwd.jpg', { materialId: groups[0]!.id }) });
    expect(added.status).toBe(200);

    const stored = await db.selectFrom('stored_files').select(['id', 'complete']).where('owner_openid', '=', openid).execute();
    expect(stored.length).toBe(2); // the picture and its thumbnail
    expect(stored.every((row) => row.complete)).toBe(true);
    expect((await s3.keys()).sort()).toEqual(stored.map((row) => `files/${row.id.slice(0, 2)}/${row.id}`).sort());

    const full = await fetchBytes(client, added.body.data.url);
    expect(full.status).toBe(200);
    expect(full.bytes.equals(original)).toBe(true);
    const stranger = await signedInCitizen(server.url, db, 's3x');
    expect((await fetchBytes(stranger.client, added.body.data.url)).status).toBeGreaterThanOrEqual(403);

    const removed = await client.post('/online/wx/apilist/delSinglePic', { reqseq: crypto.randomUUID(), fileid: added.body.data.id });
    expect(removed).toMatchObject({ status: 200, body: { errcode: '00' } });
    expect((await fetchBytes(client, added.body.data.url)).status).toBe(404);
    const left = await db.selectFrom('stored_files').select('id').where('owner_openid', '=', openid).execute();
    expect(await s3.keys()).toEqual(left.map((row) => `files/${row.id.slice(0, 2)}/${row.id}`));
  });

  it('is ready while the database, the bucket and the configuration answer; not once the bucket is gone or the process stops', async (context) => {
    if (!server) return context.skip();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', files: 'ok', configuration: 'ok' } });
    const elsewhere = createS3FileStore(s3.client, 'no-such-bucket', createFileMetaRepository(server.deps.db));
    expect(await readiness({ ...server.deps, files: elsewhere })).toEqual({ database: 'ok', files: 'failed', configuration: 'ok' });
    server.deps.lifecycle.stopping = true;
    try {
      const stopping = await fetch(`${server.url}/readyz`);
      expect(stopping.status).toBe(503);
      expect(await stopping.json()).toEqual({ status: 'stopping' });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      server.deps.lifecycle.stopping = false;
    }
  });

  it('refuses a picture over its limit while it streams, keeping no object and no record', async (context) => {
    if (!server) return context.skip();
    const { db } = server.deps;
    const { openid, client } = await signedInCitizen(server.url, db, 's3big');
    const application = await insertApplication(db, openid);
    const group = (await client.post<Envelope<{ datuminstInfo: Array<{ id: string }> }>>('/online/wx/apilist/getUploadType', { slsqId: application, sfhqmx: '0' })).body.data.datuminstInfo[0]!;
    const before = await s3.keys();
    const huge = Buffer.concat([await photo('jpeg'), Buffer.alloc(11 * MiB, 1)]);
    const answer = await client.request<Envelope<null>>('POST', `/mp/api/material/uploadfiles?reqseq=${crypto.randomUUID()}`, { body: imageForm('file', huge, 'big.jpg', { materialId: group.id }) });
    expect(answer).toMatchObject({ status: 413, body: { errmsg: '图片不能超过10MB' } });
    expect(await db.selectFrom('stored_files').select('id').where('owner_openid', '=', openid).execute()).toHaveLength(0);
    expect(await s3.keys()).toEqual(before);
  });

  it('streams a 40 MiB file up in parts and back whole, refuses one past its limit mid-way, and sweeps what a dead process left', async (context) => {
    if (!server) return context.skip();
    const metas = createFileMetaRepository(server.deps.db);
    const store = createS3FileStore(s3.client, s3.bucket, metas);
    const big = await store.put(streamOf(40 * MiB, 7), { ownerOpenid: null, kind: 'test-large', mime: 'application/pdf' });
    expect(big.size).toBe(40 * MiB);
    expect(sha256(await bytesOf(await store.open(big.id)))).toBe(sha256(await bytesOf(streamOf(40 * MiB, 7))));

    const before = await s3.keys();
    await expect(store.put(streamOf(30 * MiB, 3), { ownerOpenid: null, kind: 'test-large', mime: 'application/pdf', maxBytes: 20 * MiB })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await s3.keys()).toEqual(before);
    expect(await server.deps.db.selectFrom('stored_files').select('id').where('kind', '=', 'test-large').execute()).toEqual([{ id: big.id }]);

    // A process killed after its record and object, before the record was marked whole.
    await server.deps.db.updateTable('stored_files').set({ complete: false, created_at: new Date(Date.now() - 3_600_000) }).where('id', '=', big.id).execute();
    expect(await store.sweepIncomplete(new Date(Date.now() - 60_000))).toBe(1);
    expect(await s3.keys()).not.toContain(`files/${big.id.slice(0, 2)}/${big.id}`);
    expect(await store.meta(big.id)).toBeUndefined();
  }, 120_000);
});

/** The move from the store a hall ran on (disk with PGlite, database rows with PostgreSQL) to the bucket. */
describe('npm run files:move: the stored files copied to the object store, verified, resumable', () => {
  let s3: TestS3;
  let server: Awaited<ReturnType<typeof startOwnTestServer>>;
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startOwnTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it('copies each file under its id with its checksum, resumes after an interruption, and copies again what differs', async (context) => {
    if (!server) return context.skip();
    const { db } = server.deps;
    const files = server.deps.files;
    const sizes = [1024, 12 * MiB, 300 * 1024];
    const stored = [];
    for (const [index, size] of sizes.entries()) stored.push(await files.put(streamOf(size, index), { ownerOpenid: null, kind: 'test-move', mime: 'image/jpeg' }));
    const total = Number((await db.selectFrom('stored_files').select((eb) => eb.fn.countAll<string>().as('n')).where('complete', '=', true).executeTakeFirstOrThrow()).n);

    let seen = 0;
    const interrupted = moveToObjectStore(db, files, s3.client, s3.bucket, () => {
      if (++seen === 2) throw new Error('the connection dropped');
    });
    await expect(interrupted).rejects.toThrow('the connection dropped');
    expect(await s3.keys()).toHaveLength(2);

    const resumed = await moveToObjectStore(db, files, s3.client, s3.bucket);
    expect(resumed).toMatchObject({ total, done: total, skipped: 2, copied: total - 2, failed: [] });
    for (const [index, meta] of stored.entries()) {
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `files/${meta.id.slice(0, 2)}/${meta.id}` }));
      expect(sha256(await bytesOf(object.Body as Readable))).toBe(sha256(await bytesOf(streamOf(sizes[index]!, index))));
    }

    // An object changed in the bucket since (a damaged copy): read back, found different, copied again.
    const damaged = stored[2]!;
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `files/${damaged.id.slice(0, 2)}/${damaged.id}` }));
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `files/${damaged.id.slice(0, 2)}/${damaged.id}`, Body: Buffer.alloc(damaged.size, 9), Metadata: head.Metadata }));
    expect(await moveToObjectStore(db, files, s3.client, s3.bucket)).toMatchObject({ total, skipped: total - 1, copied: 1, failed: [] });
  }, 120_000);
});
