/**
 * npm run files:move -- --from database|disk (issue 33, docs/decisions/0099): copies every stored
 * file from the database or disk store into the object store the S3_* variables name, verifying
 * each by its SHA-256, and prints its progress. Run it again after an interruption: what was
 * copied whole is skipped. Then start the servers with FILE_STORE=s3. The source keeps its copies.
 * The database: DATABASE_URL, or the PGlite data folder (DATA_DIR) while no server holds it.
 * Exits 1 when a file did not copy true, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../server/config/env';
import { createDatabase } from '../server/db/database';
import { lockDataFolder } from '../server/db/lockDataFolder';
import { migrateToLatest } from '../server/db/migrate';
import { createDatabaseFileStore } from '../server/files/databaseFileStore';
import { createDiskFileStore } from '../server/files/diskFileStore';
import { createFileMetaRepository } from '../server/files/fileMetaRepository';
import { moveToObjectStore } from '../server/files/s3/moveToObjectStore';
import { createS3Client } from '../server/files/s3/s3Client';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const env = loadEnv({ ...process.env, FILE_STORE: 's3' });
if ((values.from !== 'database' && values.from !== 'disk') || !env.s3) {
  console.error('Usage: S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… [S3_ENDPOINT=…] npm run files:move -- --from database|disk');
  process.exit(2);
}
const release = env.DATABASE_URL ? () => undefined : lockDataFolder(env.dataDir);
const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  await migrateToLatest(db);
  const metas = createFileMetaRepository(db);
  const source = values.from === 'database' ? createDatabaseFileStore(db, metas) : createDiskFileStore(env.filesDir, metas);
  let said = 0;
  const outcome = await moveToObjectStore(db, source, createS3Client(env.s3), env.s3.bucket, (progress) => {
    if (progress.done < progress.total && Date.now() - said < 2_000) return;
    said = Date.now();
    console.log(`${progress.done}/${progress.total} files: ${progress.copied} copied (${(progress.bytes / 1024 / 1024).toFixed(1)} MiB), ${progress.skipped} already there, ${progress.failed.length} failed`);
  });
  if (outcome.total === 0) console.log('No stored files to move.');
  for (const id of outcome.failed) console.error(`${id}: read back different from the source; removed from the bucket, run again`);
  if (outcome.failed.length > 0) process.exitCode = 1;
} finally {
  await db.destroy();
  release();
}
