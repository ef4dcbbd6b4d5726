import crypto from 'node:crypto';
import { createDatabase } from '../../server/db/database';
import { insertApplication, photo } from '../../tests/api/filingReviewFixtures';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { startTestS3 } from '../../tests/support/s3Server';
import { percentile, pool, seedCitizens, watchRss } from './harness/load';
import { startServerProcess, tempDataDir, type ServerProcess } from './serverProcess';
import { signInCookie } from './signIn';

/**
 * Issue 33's figures (decision 0099): four processes on PostgreSQL with the object store (s3rver, a
 * real S3-protocol server); 1,000 citizens uploading 3 pictures each at once; nothing lost, every
 * picture readable by its owner only; each process's highest memory; getApply's p99 while the
 * uploads run (one citizen asking again and again); and the memory of a process while a 500 MB
 * verification upload streams through it.
 */
const CITIZENS = Number(process.env.BENCH_UPLOAD_CITIZENS ?? 1000);
const PICTURES = 3;
const IN_FLIGHT = 64;
const PROCESSES = 4;
const BIG_MB = 500;
const NO_LIMITS = { API_RATE_LIMIT_PER_MINUTE: '100000000', UPLOAD_QUOTA_MB: '2048' };

type Envelope<T> = { errcode: string; data: T };

async function call<T>(url: string, cookie: string, path: string, body: Record<string, string>): Promise<{ status: number; body: Envelope<T> }> {
  const answer = await fetch(`${url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: answer.status, body: (await answer.json()) as Envelope<T> };
}

async function upload(url: string, cookie: string, materialId: string, bytes: Buffer): Promise<string | undefined> {
  const form = new FormData();
  form.append('materialId', materialId);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'scan.jpg');
  const answer = await fetch(`${url}/mp/api/material/uploadfiles?reqseq=${crypto.randomUUID()}`, { method: 'POST', headers: { cookie }, body: form });
  const body = (await answer.json()) as Envelope<{ url: string }>;
  return answer.status === 200 ? body.data.url : undefined;
}

/** A 500 MB "PDF" streamed from a generator: the process must not hold it whole. */
function bigPdfBody(boundary: string): ReadableStream<Uint8Array> {
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Filedata"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new Uint8Array(head));
      if (sent >= BIG_MB - 1) {
        controller.enqueue(new Uint8Array(tail));
        return controller.close();
      }
      sent++;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
}

export async function benchObjectStore(port: number): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { 'object store: skipped': 'no PostgreSQL at 127.0.0.1:5432' };
  const s3 = await startTestS3();
  const env = { DATABASE_URL: database.url, ...s3.env, ...NO_LIMITS };
  const processes: ServerProcess[] = [];
  const db = createDatabase({ databaseUrl: database.url, dataDir: tempDataDir() });
  try {
    // One after the other: the first migrates, the others find it done.
    for (let i = 0; i < PROCESSES; i++) processes.push(await startServerProcess(port + i, tempDataDir(), env));
    const urls = processes.map((server) => server.url);
    const openids = await seedCitizens(db, `s3${Date.now() % 100}`, CITIZENS + 2);
    const cookies: string[] = [];
    await pool(openids.length, 16, async (i) => void (cookies[i] = await signInCookie(urls[i % PROCESSES]!, openids[i]!)));
    const groups: string[] = [];
    await pool(CITIZENS + 1, 16, async (i) => {
      const application = await insertApplication(db, openids[i]!);
      const answer = await call<{ datuminstInfo: Array<{ id: string }> }>(urls[i % PROCESSES]!, cookies[i]!, '/online/wx/apilist/getUploadType', { slsqId: application, sfhqmx: '0' });
      groups[i] = answer.body.data.datuminstInfo[0]!.id;
    });
    const pictures = await Promise.all(Array.from({ length: PICTURES }, (_, i) => photo('jpeg', 1600 + i * 16, 1200)));

    // The watcher: one citizen opening their application again and again while the uploads run.
    const watcher = CITIZENS;
    const watched = groups[watcher]!.split('@')[1]!;
    const getApply: number[] = [];
    let uploading = true;
    const watching = (async () => {
      while (uploading) {
        const sent = performance.now();
        await call(urls[watcher % PROCESSES]!, cookies[watcher]!, '/online/wx/apilist/getApply', { slsqId: watched });
        getApply.push(performance.now() - sent);
      }
    })();
    const memory = watchRss(processes.map((server) => server.child.pid!));
    const stored: Array<{ owner: number; url: string; size: number }> = [];
    let failed = 0;
    const started = performance.now();
    await pool(CITIZENS * PICTURES, IN_FLIGHT, async (n) => {
      const citizen = n % CITIZENS;
      const picture = pictures[Math.floor(n / CITIZENS)]!;
      const url = await upload(urls[citizen % PROCESSES]!, cookies[citizen]!, groups[citizen]!, picture);
      if (url) stored.push({ owner: citizen, url, size: picture.length });
      else failed++;
    });
    const seconds = (performance.now() - started) / 1000;
    uploading = false;
    await watching;
    const highest = memory.stop();

    // Every picture back to its owner, whole; none to a stranger.
    let readable = 0;
    let strangerRefused = 0;
    const stranger = CITIZENS + 1;
    await pool(stored.length, 32, async (i) => {
      const { owner, url, size } = stored[i]!;
      const own = await fetch(`${urls[(owner + 1) % PROCESSES]}${url}`, { headers: { cookie: cookies[owner]! } });
      if (own.status === 200 && (await own.arrayBuffer()).byteLength === size) readable++;
      const other = await fetch(`${urls[owner % PROCESSES]}${url}`, { headers: { cookie: cookies[stranger]! } });
      await other.arrayBuffer();
      if (other.status === 403 || other.status === 404) strangerRefused++;
    });
    const objects = (await s3.keys()).length;

    // 500 MB through one process: its memory while the upload streams.
    const boundary = `----bench${crypto.randomBytes(6).toString('hex')}`;
    const big = watchRss([processes[0]!.child.pid!]);
    const bigStarted = performance.now();
    const bigAnswer = await fetch(`${urls[0]}/online/public/dzzz/verification/upload?reqseq=${crypto.randomUUID()}`, {
      method: 'POST',
      headers: { cookie: cookies[0]!, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: bigPdfBody(boundary),
      duplex: 'half',
    } as RequestInit);
    await bigAnswer.arrayBuffer();
    const bigSeconds = (performance.now() - bigStarted) / 1000;
    const [bigRss] = big.stop();

    return {
      'object store: pictures uploaded by 1,000 citizens at once (4 processes)': `${stored.length} of ${CITIZENS * PICTURES}, ${failed} failed, ${(stored.length / seconds).toFixed(0)}/s`,
      'object store: objects in the bucket (pictures and thumbnails)': objects,
      'object store: readable by their owner / refused to a stranger': `${readable} / ${strangerRefused} of ${stored.length}`,
      'object store: highest memory per process during the uploads (MB)': highest.join(', '),
      'object store: getApply during the uploads p50 / p99 (ms)': `${percentile(getApply, 0.5).toFixed(1)} / ${percentile(getApply, 0.99).toFixed(1)} (n ${getApply.length})`,
      'object store: 500 MB verification upload, status and seconds': `${bigAnswer.status}, ${bigSeconds.toFixed(1)} s`,
      'object store: highest memory of its process while it streamed (MB)': bigRss!,
    };
  } finally {
    await Promise.all(processes.map((server) => server.stop()));
    await db.destroy();
    await s3.stop();
    await database.drop();
  }
}
