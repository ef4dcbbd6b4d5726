import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { buildReportPdf } from '../../server/registry/pdf/reportPdf';
import { warmCjkFont } from '../../server/registry/pdf/cjkFont';
import { DEMO_CERTIFICATES } from '../../server/registry/seed/demoRegistry';
import { makeUnstoredKey } from '../../server/registry/signing/registryKey';
import { signDocument } from '../../server/registry/signing/signPdf';
import { startServerProcess, tempDataDir } from './serverProcess';
import { signInCookie } from './signIn';

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The verification report: built 60 times in this process (font parsed once, as in the server), and its size. */
async function reportFigures(): Promise<Record<string, number>> {
  warmCjkFont();
  const demo = DEMO_CERTIFICATES[1]!;
  const certificate = { ...demo, ...demo.details, issuedAt: new Date('2016-11-03T02:12:00Z') };
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    size = (await buildReportPdf({ certificate, holder: { name: '张建国', cardnum: '130402198503151231' }, bdcdyid: demo.bdcdyid, verifyUrl: `http://127.0.0.1/online/public/verify/verifyquery?code=${i}`, code: String(i), authority: '邯郸市不动产登记中心' })).length;
    if (i >= 5) times.push(performance.now() - started);
  }
  return { 'report PDF p95 (ms)': Math.round(p95(times) * 10) / 10, 'report PDF size (KB)': Math.round(size / 102.4) / 10 };
}

/** A signed PDF of about `megabytes` MB (a large uncompressed stream), written to a temp file. */
async function bigSignedPdf(megabytes: number): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  const filler = Buffer.alloc(megabytes * 1024 * 1024, 0x41);
  doc.context.register(doc.context.stream(filler, {}));
  const signed = await signDocument(doc, makeUnstoredKey());
  const file = path.join(os.tmpdir(), `hall-bench-${process.pid}-${megabytes}.pdf`);
  fs.writeFileSync(file, signed);
  return file;
}

async function waitAll(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads a 200 MB PDF for verification and samples the server's resident memory until it is verified. */
async function verifyMemory(port: number): Promise<Record<string, number | string>> {
  const server = await startServerProcess(port, tempDataDir());
  const file = await bigSignedPdf(200);
  try {
    const cookie = await signInCookie(server.url, 'demo-verified');
    const pid = server.child.pid!;
    // One small verification first, so the code paths are loaded before the baseline.
    const post = async (bytes: Blob | Readable, name: string, size: number) => {
      const boundary = 'benchboundary';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Filedata"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const body = Readable.from(
        (async function* () {
          yield head;
          if (bytes instanceof Readable) for await (const chunk of bytes) yield chunk as Buffer;
          else yield Buffer.from(await bytes.arrayBuffer());
          yield tail;
        })(),
      );
      const response = await fetch(`${server.url}/online/wx/apilist/getDzzzyqUpload?reqseq=${Date.now()}${Math.random()}`, {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size + tail.length) },
        body: Readable.toWeb(body) as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit);
      return ((await response.json()) as { data: { ID: string } }).data.ID;
    };
    const done = async (id: string) => {
      const response = await fetch(`${server.url}/online/wx/apilist/dzzzVerification`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ id }) });
      return ((await response.json()) as { data: { state: number } }).data.state >= 20;
    };
    const small = await bigSignedPdf(1);
    const warm = await post(new Blob([fs.readFileSync(small)]), 'warm.pdf', fs.statSync(small).size);
    await waitAll(() => done(warm), 30_000);
    fs.rmSync(small);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const baseline = rssKb(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
    const started = performance.now();
    const id = await post(fs.createReadStream(file), 'big.pdf', fs.statSync(file).size);
    await waitAll(() => done(id), 120_000);
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(pid));
    return {
      'verify 200 MB PDF: upload + verification (ms)': Math.round(performance.now() - started),
      'verify 200 MB PDF: peak server memory rise (MB)': Math.round(((peak - baseline) / 1024) * 10) / 10,
    };
  } finally {
    fs.rmSync(file, { force: true });
    await server.stop();
  }
}

/** 100 queued queries worked off by two server processes sharing one PostgreSQL database. */
async function twoProcessQueue(port: number): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { 'queue (two processes)': 'skipped: PostgreSQL not reachable' };
  const a = await startServerProcess(port, tempDataDir(), { DATABASE_URL: database.url });
  const b = await startServerProcess(port + 1, tempDataDir(), { DATABASE_URL: database.url });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const params = JSON.stringify({ name: '张建国', cardnum: '130402198503151231', qzh: '冀(2019)邯郸市不动产权第0016875号', xzqdm: '130400', xzqmc: '邯郸市', origin: 'http://127.0.0.1' });
    const started = performance.now();
    await db.query(
      `insert into query_requests (id, openid, kind, params) select 'bench' || lpad(n::text, 19, '0'), 'demo-verified', 'zs', $1::jsonb from generate_series(1, 100) n`,
      [params],
    );
    await waitAll(async () => (await db.query("select count(*)::int as n from query_requests where id like 'bench%' and state >= 20")).rows[0].n === 100, 120_000);
    const elapsed = performance.now() - started;
    const rows = (await db.query<{ finished_by: string; attempts: number; finishes: number }>("select finished_by, attempts, finishes from query_requests where id like 'bench%'")).rows;
    const byProcess = new Map<string, number>();
    for (const row of rows) byProcess.set(row.finished_by, (byProcess.get(row.finished_by) ?? 0) + 1);
    return {
      'queue: 100 queries by two processes (ms)': Math.round(elapsed),
      'queue: done per process': [...byProcess.values()].join(' + '),
      'queue: done more than once': rows.filter((r) => r.attempts !== 1 || r.finishes !== 1).length,
    };
  } finally {
    await db.end();
    await a.stop();
    await b.stop();
    await database.drop();
  }
}

export async function benchRegistry(port: number): Promise<Record<string, number | string>> {
  return {
    ...(await reportFigures()),
    ...(await verifyMemory(port)),
    ...(await twoProcessQueue(port + 5)),
  };
}
