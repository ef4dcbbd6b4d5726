import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../support/freshPostgres';
import { copyInitialisedPglite } from '../support/initialisedPglite';
import { BOUNDARY, CLOSING, filePart, sendRaw, type RawSend } from '../support/rawUpload';
import { startServerProcess, type ServerProcessRun } from '../support/serverProcess';
import { newSignedInUser, TestClient } from '../support/testClient';
import { TINY_PNG } from '../support/tinyPng';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Every multipart route (grep receiveUpload in server/): its file field and a file it takes. */
const ROUTES = [
  { name: 'the material upload', path: '/mp/api/material/uploadfiles', field: 'file', filename: 'photo.png', type: 'image/png', file: TINY_PNG },
  { name: 'the licence verification upload', path: '/online/wx/apilist/getDzzzyqUpload', field: 'Filedata', filename: 'licence.pdf', type: 'application/pdf', file: PDF },
  { name: "the emulator's media upload", path: '/wechat/emulator/media/upload', field: 'media', filename: 'photo.png', type: 'image/png', file: TINY_PNG },
] as const;
type Route = (typeof ROUTES)[number];

/** Past the bytes read to judge a file's type, so the cut comes while the file is being stored. */
const bigger = (route: Route) => Buffer.concat([route.file, Buffer.alloc(64 * 1024, 0x20)]);

/** Bodies that end (or stop) without a closing boundary, each with what it is. */
const TRUNCATED: [string, (route: Route) => Buffer[]][] = [
  ['a stray file field with no closing boundary', (route) => [filePart('stray', route.filename, route.type), bigger(route)]],
  ['a small stray file field with no closing boundary', (route) => [filePart('stray', route.filename, route.type), route.file]],
  ['the expected file cut off while it is stored', (route) => [filePart(route.field, route.filename, route.type), bigger(route)]],
  ['the expected file cut off within its first bytes', (route) => [filePart(route.field, route.filename, route.type), route.file.subarray(0, 6)]],
  ['a part header cut off', () => [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)]],
  ['the expected file whole, then a stray one cut off', (route) => [filePart(route.field, route.filename, route.type), route.file, Buffer.from('\r\n'), filePart('stray', route.filename, route.type), bigger(route)]],
  ['a file of the wrong type cut off', (route) => [filePart(route.field, route.filename, route.type), Buffer.from('plain words '.repeat(1000))]],
  ['a file with the wrong name cut off', (route) => [filePart(route.field, 'notes.txt', route.type), bigger(route)]],
  ['a second file in the expected field cut off', (route) => [filePart(route.field, route.filename, route.type), route.file, Buffer.from('\r\n'), filePart(route.field, route.filename, route.type), bigger(route)]],
];

/** A server in a process of its own, on this project's database kind, so a crash shows as an exit. */
async function startOwnProcess() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-hostile-'));
  const database = process.env.TEST_DATABASE === 'postgres' ? await createFreshDatabase() : undefined;
  if (process.env.TEST_DATABASE === 'postgres' && !database) return undefined;
  if (!database) await copyInitialisedPglite(path.join(dataDir, 'pglite'));
  const run = startServerProcess({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
  const url = await run.listening();
  /** Files a dead upload left half-written: .part files on disk, incomplete rows in the database. */
  const halfWritten = async () => {
    if (!database) return (fs.readdirSync(path.join(dataDir, 'files'), { recursive: true }) as string[]).filter((name) => name.endsWith('.part')).length;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>('select count(*) as n from stored_files where not complete')).rows[0]!.n);
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    await run.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { run, url, dataDir, halfWritten, stop };
}

describe('uploads no request can break (issue 26)', () => {
  let server: Awaited<ReturnType<typeof startOwnProcess>>;
  let cookie = '';
  beforeAll(async () => {
    server = await startOwnProcess();
    if (server) cookie = (await newSignedInUser(server.url)).client.cookie;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const send = (route: Route, raw: RawSend) => sendRaw(`${server!.url}${route.path}?reqseq=${crypto.randomUUID()}`, cookie, raw);
  const stillServing = async (run: ServerProcessRun) => {
    expect(run.child.exitCode, run.output()).toBeNull();
    expect((await fetch(`${server!.url}/healthz`)).status).toBe(200);
  };

  for (const route of ROUTES) {
    it(`${route.name}: every truncated body answers a 4xx and the process keeps serving`, async (context) => {
      if (!server) return context.skip();
      for (const [what, pieces] of TRUNCATED) {
        const answer = await send(route, { pieces: pieces(route) });
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        await stillServing(server.run);
      }
    }, 60_000);

    it(`${route.name}: a connection dropped mid-file leaves the process serving and nothing half-written`, async (context) => {
      if (!server) return context.skip();
      for (const field of [route.field, 'stray']) {
        const pieces = [filePart(field, route.filename, route.type), bigger(route)];
        expect((await send(route, { pieces, declaredLength: 10 * 1024 * 1024, abort: true })).status).toBe(0);
        await stillServing(server.run);
      }
      // A ceiling, not a figure: on a loaded 2-core machine the server noticed the dropped socket and
      // removed its part file after more than 10 s (twice in full runs); nothing may stay.
      await expect.poll(() => server!.halfWritten(), { timeout: 30_000 }).toBe(0);
    }, 60_000);

    it(`${route.name}: a slow sender gets the answer a fast one gets, and others are served meanwhile`, async (context) => {
      if (!server) return context.skip();
      const whole = Buffer.concat([filePart(route.field, route.filename, route.type), route.file, CLOSING]);
      const fast = await send(route, { pieces: [whole] });
      expect(fast.status).toBeGreaterThan(0);
      const slices = Array.from({ length: 8 }, (_, i) => whole.subarray(Math.floor((i * whole.length) / 8), Math.floor(((i + 1) * whole.length) / 8)));
      let slowAnswered = false;
      const slow = send(route, { pieces: slices, pauseMs: 300 }).finally(() => (slowAnswered = true));
      await new Promise((wait) => setTimeout(wait, 300));
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(slowAnswered).toBe(false);
      expect((await slow).status).toBe(fast.status);

      const stray = [filePart('stray', route.filename, route.type), ...Array.from({ length: 6 }, () => route.file)];
      const slowStray = await send(route, { pieces: stray, pauseMs: 150 });
      expect(slowStray.status).toBeGreaterThanOrEqual(400);
      expect(slowStray.status).toBeLessThan(500);
      await stillServing(server.run);
    }, 60_000);
  }

  it('a stored picture gone from the disk before it is read answers 404, and the process keeps serving', async (context) => {
    // The disk store (PGlite's default): a file removed between its record and its bytes.
    if (!server || process.env.TEST_DATABASE === 'postgres') return context.skip();
    const media = ROUTES[2];
    const uploaded = await send(media, { pieces: [filePart(media.field, media.filename, media.type), media.file, CLOSING] });
    const client = new TestClient(server.url);
    client.cookie = cookie;
    const { serverId } = (JSON.parse(uploaded.body) as { data: { serverId: string } }).data;
    const stored = await client.post<{ data: { fileId: string; url: string } }>('/wechat/api/wechatimg/download', { serverId });
    const { fileId, url } = stored.body.data;
    fs.rmSync(path.join(server.dataDir, 'files', fileId.slice(0, 2), fileId));
    const answer = await fetch(server.url + url, { headers: { cookie }, signal: AbortSignal.timeout(5000) });
    expect(answer.status).toBe(404);
    await stillServing(server.run);
  });

  it('no error escaped to the process guard on the way', (context) => {
    if (!server) return context.skip();
    expect(server.run.output()).not.toMatch(/"level":(50|60)|Unhandled/);
  });
});
