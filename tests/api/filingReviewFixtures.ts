import crypto from 'node:crypto';
import http from 'node:http';
import type { Db } from '../../server/db/database';
import { randomIdNumber } from '../support/accountHelpers';
import { certificateHeldBy } from '../support/registerCertificate';
import { startTestServer } from '../support/startTestServer';
import { TestClient } from '../support/testClient';

/**
 * A server of the materials and review tests' own, beside the project's (on PostgreSQL a second
 * process on the same database), so the tests can put applications in any state straight into its
 * database instead of filling whole applications through the filing calls.
 */
export async function startFilingServer(databaseUrl: string) {
  // This server shares the test worker's event loop with the test's own calls (and with PGlite).
  // On a busy machine the loop can stall past Node's 5 s keep-alive: the next call then goes out
  // on a pooled socket in the same tick as the server's timer closes it (ECONNRESET). A long
  // keep-alive on this server alone keeps its sockets open while a test runs.
  const createServer = http.createServer;
  http.createServer = ((...args: Parameters<typeof http.createServer>) => Object.assign(createServer(...args), { keepAliveTimeout: 120_000 })) as typeof http.createServer;
  try {
    return await startTestServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  } finally {
    http.createServer = createServer;
  }
}

export interface DraftOptions {
  prodefid?: string;
  name?: string;
  qllx?: string;
  shzt?: number;
}

/** An application of the given user, straight into the database (a draft of a first mortgage unless told). */
export async function insertApplication(db: Db, openid: string, options: DraftOptions = {}): Promise<string> {
  const id = crypto.randomUUID().replaceAll('-', '');
  await db
    .insertInto('applications')
    .values({
      id,
      openid,
      prodefid: options.prodefid ?? '1001',
      name: options.name ?? '一般抵押权首次登记',
      djlx: '100',
      qllx: options.qllx ?? '4',
      xzqdm: '130402',
      areaname: '邯山区',
      shzt: options.shzt ?? -1,
    })
    .execute();
  return id;
}

/**
 * The parties and the unit of a pre-registration (2001) that 登簿 can write (docs/decisions/0074): a
 * buyer, a seller who holds a certificate of the test's own, and its unit. For tests about the
 * stages that pass through 登簿; what it writes is tests/api/registrationEffects.test.ts.
 */
export async function withRegistrableRecords(db: Db, id: string): Promise<void> {
  const [buyer, seller] = [{ name: '预告买方', cardnum: randomIdNumber() }, { name: '预告卖方', cardnum: randomIdNumber() }];
  const certificate = await certificateHeldBy(db, [seller]);
  const party = (sqr_lx: string, who: typeof buyer) => ({
    id: crypto.randomUUID().replaceAll('-', ''),
    application_id: id,
    form_id: 'applicant-individual',
    schema_version: 1,
    sqr_lx,
    data: JSON.stringify({ sqr_type: '2', sqr_name: who.name, sqr_zjlx: '1', sqr_zjh: who.cardnum }),
  });
  await db.insertInto('application_parties').values([party('0', buyer), party('1', seller)]).execute();
  await db
    .insertInto('application_units')
    .values({ id: crypto.randomUUID().replaceAll('-', ''), application_id: id, form_id: 'fwxx', schema_version: 1, data: JSON.stringify({ bdcqzmh: certificate.bdcqzh, bdcdyh: certificate.unit }) })
    .execute();
}

/** A signed-in citizen with a real-name profile (the progress query matches the ID number). */
export async function signedInCitizen(baseUrl: string, db: Db, prefix: string) {
  const openid = `${prefix}-${crypto.randomBytes(6).toString('hex')}`;
  const client = await new TestClient(baseUrl).signIn(openid);
  const cardnum = `1304021990${String(crypto.randomInt(10_000_000)).padStart(8, '0')}`;
  await db.updateTable('users').set({ name: '测试人', cardnum, phone: '13800000000', real_name_auth: true }).where('openid', '=', openid).execute();
  return { openid, client, cardnum };
}

export { photo } from '../support/filingMaterials';

export function imageForm(field: string, bytes: Buffer, filename: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  return form;
}
