import type { Env } from '../config/env';
import type { Db } from '../db/database';
import { createDatabaseFileStore } from './databaseFileStore';
import { createDiskFileStore } from './diskFileStore';
import type { FileMetaRepository } from './fileMetaRepository';
import type { FileStore } from './fileStore';
import { createS3Client } from './s3/s3Client';
import { createS3FileStore } from './s3/s3FileStore';

/** The store FILE_STORE names: a folder, PostgreSQL rows, or an S3-compatible bucket (decisions 0003, 0099). */
export function createFileStore(env: Env, db: Db, metas: FileMetaRepository): FileStore {
  if (env.s3) return createS3FileStore(createS3Client(env.s3), env.s3.bucket, metas);
  return env.fileStore === 'database' ? createDatabaseFileStore(db, metas) : createDiskFileStore(env.filesDir, metas);
}
