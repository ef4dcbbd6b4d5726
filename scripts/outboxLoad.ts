/**
 * One outbox worker process against a database, for the outbox's tests and its bench section
 * (issue 21): tsx scripts/outboxLoad.ts with
 *   DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite folder),
 *   ENQUEUE=n   first queue n "booking made" events for the demo user 张建国 (phone 13812345678),
 *   WORK=0      only queue, deliver nothing,
 *   TAG=text    what the events' keys start with (so runs do not collide).
 * It prints JSON lines: {"queued":n}, then {"sent":n} as deliveries finish, and when nothing is
 * left to deliver {"done":true,...} with the SMS inbox's count of messages and of distinct keys.
 */
import pino from 'pino';
import { loadEnv } from '../server/config/env';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed/seedDemoData';
import { lockDataFolder } from '../server/db/lockDataFolder';
import { createChannels } from '../server/outbox/channels';
import { startDeliveryWorker } from '../server/outbox/deliveryWorker';
import { createOutbox } from '../server/outbox/outbox';
import { createEmulatedSmsGateway } from '../server/sms/smsGateway';
import { createUserDirectory } from '../server/users/userDirectory';
import { createUserRepository } from '../server/users/userRepository';
import { createSchemaStore } from '../server/schemas/schemaStore';
import { createSchemaService } from '../server/schemas/service';
import { serveTextsFrom } from '../server/serveTexts';
import type { MessagingApp } from '../server/messaging-app/messagingApp';

const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: process.env.DATA_DIR ?? './data', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
if (!env.DATABASE_URL) lockDataFolder(env.dataDir);
// The templates the worker renders come from SCHEMAS_DIR, as in a server (decision 0069).
serveTextsFrom(createSchemaService(createSchemaStore({ dir: env.schemasDir })));
const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await migrateToLatest(db);
await seedDemoData(db, env);
const logger = pino({ level: 'silent' });
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const total = Number(process.env.ENQUEUE ?? 0);
const tag = process.env.TAG ?? 'load';
const outbox = createOutbox(db);
const CHUNK = 250;
const chunks = Array.from({ length: Math.ceil(total / CHUNK) }, (_, index) => index * CHUNK);
// A few transactions side by side (each queues its events as a booking's transaction would).
const queueChunk = (start: number) =>
  db.transaction().execute(async (trx) => {
    for (let n = start; n < Math.min(total, start + CHUNK); n++) {
      await outbox.enqueue(trx, {
        kind: 'booking.made',
        key: `${tag}:${n}`,
        openid: 'demo-verified',
        params: { business: '抵押权登记', date: '2026-12-01', time: '09:00-10:00', place: '邯郸市不动产登记中心', serial: String(n).padStart(8, '0') },
        link: '/yuyueRecord',
      });
    }
  });
await Promise.all(Array.from({ length: env.DATABASE_URL ? 8 : 1 }, async () => {
  for (let start = chunks.shift(); start !== undefined; start = chunks.shift()) await queueChunk(start);
}));
say({ queued: total });
if (process.env.WORK === '0') {
  await db.destroy();
  process.exit(0);
}

// SMS only: the demo user gave no consent, so the platform is never asked.
const noPlatform = {} as MessagingApp;
const users = createUserDirectory(createUserRepository(db));
const worker = startDeliveryWorker({ db, logger, channels: createChannels({ sms: createEmulatedSmsGateway(db, logger, false), messagingApp: noPlatform, users }) }, { pollMs: 20 });
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const rows = await db.selectFrom('outbox_deliveries').select(['state', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('state').execute();
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
  say({ sent: count('sent') });
  if (count('pending') + count('sending') === 0) {
    const inbox = await db
      .selectFrom('sms_emulated_messages')
      .select((eb) => [eb.fn.countAll<string>().as('messages'), eb.fn.count<string>('idempotency_key').distinct().as('keys')])
      .where('idempotency_key', 'is not', null)
      .executeTakeFirstOrThrow();
    say({ done: true, sent: count('sent'), dead: count('dead'), messages: Number(inbox.messages), keys: Number(inbox.keys) });
    await worker.stop();
    await db.destroy();
    process.exit(0);
  }
}
