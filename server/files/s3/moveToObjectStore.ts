import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Db } from '../../db/database';
import type { FileStore } from '../fileStore';
import { objectKey } from './objectKey';
import { writeObject } from './writeObject';

export interface MoveProgress {
  /** Files looked at so far, of `total`. */
  done: number;
  total: number;
  copied: number;
  /** Already in the bucket whole from an earlier run (read back: its size and checksum hold). */
  skipped: number;
  /** Copied but read back different, removed again: by id. */
  failed: string[];
  /** Bytes copied. */
  bytes: number;
}

const PAGE = 200;

async function sha256Of(stream: Readable): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The object's checksum read back from the bucket, when it is there at `size` bytes with the checksum the copy recorded. */
async function inBucket(client: S3Client, bucket: string, id: string, size: number): Promise<string | undefined> {
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(id) })).catch(() => undefined);
  if (!head?.Metadata?.sha256 || Number(head.ContentLength) !== size) return undefined;
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(id) }));
  return (await sha256Of(object.Body as Readable)) === head.Metadata.sha256 ? head.Metadata.sha256 : undefined;
}

/**
 * Copies every whole file of `source` (the database or disk store) into the bucket under its own
 * id (decision 0099): the source is read once for its SHA-256, streamed up with it as the object's
 * metadata, and the object read back and compared. An object an earlier run left whole and
 * matching is skipped, so an interrupted move resumes; one that differs is copied again. Nothing
 * is removed from the source; files are streamed, never held whole.
 */
export async function moveToObjectStore(db: Db, source: FileStore, client: S3Client, bucket: string, onProgress: (progress: MoveProgress) => void = () => undefined): Promise<MoveProgress> {
  const { total } = await db.selectFrom('stored_files').select((eb) => eb.fn.countAll<string>().as('total')).where('complete', '=', true).executeTakeFirstOrThrow();
  const progress: MoveProgress = { done: 0, total: Number(total), copied: 0, skipped: 0, failed: [], bytes: 0 };
  for (let after = ''; ; ) {
    const rows = await db.selectFrom('stored_files').select(['id', 'size', 'mime']).where('complete', '=', true).where('id', '>', after).orderBy('id').limit(PAGE).execute();
    if (rows.length === 0) return progress;
    for (const { id, mime, size } of rows) {
      if (await inBucket(client, bucket, id, Number(size))) progress.skipped++;
      else {
        const sha256 = await sha256Of(await source.open(id));
        await writeObject(client, bucket, objectKey(id), await source.open(id), Number.MAX_SAFE_INTEGER, mime, { sha256 });
        if (await inBucket(client, bucket, id, Number(size))) {
          progress.copied++;
          progress.bytes += Number(size);
        } else {
          progress.failed.push(id);
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(id) }));
        }
      }
      progress.done++;
      onProgress(progress);
    }
    after = rows.at(-1)!.id;
  }
}
