import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FileMetaRepository } from '../fileMetaRepository';
import { QuotaExceededError, type FileStore, type PutFileInput, type StoredFileMeta } from '../fileStore';
import { objectKey } from './objectKey';
import { writeObject } from './writeObject';

/**
 * Files on an S3-compatible object store (FILE_STORE=s3, decision 0099), their records in
 * stored_files as for every store. The record comes first, marked incomplete until the object is
 * whole: a process killed mid-upload leaves an incomplete record the sweep finds, and with it the
 * key of whatever reached the bucket, never an object nobody knows of.
 */
export function createS3FileStore(client: S3Client, bucket: string, metas: FileMetaRepository): FileStore {
  const removeObject = (id: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(id) }));

  return {
    async put(content, input: PutFileInput) {
      const id = crypto.randomBytes(16).toString('hex');
      const meta: StoredFileMeta = { id, ownerOpenid: input.ownerOpenid, kind: input.kind, mime: input.mime, size: 0, originalName: input.originalName ?? null };
      await metas.insert(meta, false);
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      try {
        meta.size = await writeObject(client, bucket, objectKey(id), source, input.maxBytes ?? Number.MAX_SAFE_INTEGER, input.mime);
        if (!(await metas.countWithin(meta, input.quotaBytes, (rows) => rows.complete(id, meta.size)))) throw new QuotaExceededError(`quota of ${input.quotaBytes} bytes reached`);
      } catch (error) {
        await removeObject(id).catch(() => undefined);
        await metas.remove(id);
        throw error;
      }
      return meta;
    },
    meta: (id) => metas.find(id),
    async open(id) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(id) }));
      return answer.Body as Readable;
    },
    async remove(id) {
      await metas.remove(id);
      await removeObject(id);
    },
    usage: (ownerOpenid) => metas.usage(ownerOpenid),
    ready: () => client.send(new HeadBucketCommand({ Bucket: bucket })).then(() => undefined),
    async sweepIncomplete(before) {
      const ids = await metas.listIncomplete(before);
      for (const id of ids) {
        await removeObject(id).catch(() => undefined);
        await metas.remove(id);
      }
      return ids.length;
    },
  };
}
