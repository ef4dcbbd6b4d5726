import type { ResumableParts } from './resumableParts';
import type { ResumableUploadRepository } from './resumableUploadRepository';

/** An unfinished resumable upload is abandoned after a day; a finished one's answer is kept as long. */
export const RESUMABLE_KEPT_MS = 24 * 60 * 60_000;

/**
 * Removes resumable uploads made before `before` with their parts (on the disk or in the bucket,
 * whichever store holds them): a citizen who has not come back within a day starts again.
 * Answers how many went. Part of the server's periodic sweep (startServer.ts).
 */
export async function sweepResumableUploads(uploads: ResumableUploadRepository, parts: ResumableParts, before = new Date(Date.now() - RESUMABLE_KEPT_MS)): Promise<number> {
  const stale = await uploads.listOlderThan(before);
  for (const id of stale) {
    await parts.remove(id);
    await uploads.remove(id);
  }
  return stale.length;
}
