import type { Db } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import { createMaterialsRepository } from '../../applications/materialsRepository';

/** Old enough that no upload still between storing its file and its material row can be caught. */
const GRACE_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Removes material pictures whose material row is gone: deleting an application drops its rows
 * (ON DELETE CASCADE), and its files would otherwise stay in the store for ever. Run with the
 * server's periodic sweep; answers how many files it removed.
 */
export async function sweepOrphanMaterialFiles(db: Db, files: FileStore, now = new Date()): Promise<number> {
  const orphans = await createMaterialsRepository(db).orphanFiles(new Date(now.getTime() - GRACE_MS), BATCH);
  for (const { id } of orphans) await files.remove(id);
  return orphans.length;
}
