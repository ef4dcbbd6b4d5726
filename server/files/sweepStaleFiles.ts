import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { FileStore } from './fileStore';

/** An upload still arriving after this long belongs to a process that died. */
export const INCOMPLETE_AFTER_MS = 60 * 60_000;

/**
 * Removes files nobody needs any more: what a killed process left half-written (older than
 * `incompleteBefore`) and emulated messaging-app media past its expiry (their wx_media rows go
 * with them). Answers how many files went.
 */
export async function sweepStaleFiles(db: Db, files: FileStore, incompleteBefore = new Date(Date.now() - INCOMPLETE_AFTER_MS)): Promise<number> {
  let removed = await files.sweepIncomplete(incompleteBefore);
  const expired = await db.selectFrom('wx_media').select('file_id').where('expires_at', '<', sql<Date>`now()`).limit(500).execute();
  for (const { file_id } of expired) {
    await files.remove(file_id);
    removed++;
  }
  return removed;
}
