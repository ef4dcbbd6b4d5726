import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { limitBytes } from '../limitBytes';

/** Parts of 8 MiB, two in flight: a 500 MB upload holds about 16 MiB of it in memory at a time. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Streams `source` into the bucket under `key` while counting its bytes: past `maxBytes` the upload
 * fails and is aborted (its parts removed), so nothing is kept. Small files go in one PUT, larger
 * ones as a multipart upload; nothing is buffered whole. Answers the size written.
 */
export async function writeObject(client: S3Client, bucket: string, key: string, source: Readable, maxBytes: number, contentType: string, metadata: Record<string, string> = {}): Promise<number> {
  let size = 0;
  const body = new PassThrough();
  const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType, Metadata: metadata }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT, leavePartsOnError: false });
  const counted = pipeline(source, limitBytes(maxBytes, (n) => (size = n)), body);
  const sent = upload.done();
  try {
    await counted;
  } catch (error) {
    await upload.abort().catch(() => undefined);
    await sent.catch(() => undefined);
    throw error;
  }
  await sent;
  return size;
}
