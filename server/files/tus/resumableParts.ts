import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { Env } from '../../config/env';

/** Where tus keeps an upload's parts until it is finished or cancelled (docs/decisions/0100). */
export interface ResumableParts {
  store: DataStore;
  /** The upload's bytes once all have arrived. */
  read(id: string): Promise<Readable>;
  /** Removes the parts and the store's record of them; nothing there is no failure. */
  remove(id: string): Promise<void>;
}

const PART_BYTES = 8 * 1024 * 1024;

/**
 * The S3 store's own remove aborts the multipart upload first and, when that is gone (a finished
 * upload: S3 answers NoSuchUpload) or unsupported (s3rver), stops before deleting the objects.
 * Here the objects go whatever the abort answered.
 */
class BucketParts extends S3Store {
  override async remove(id: string): Promise<void> {
    await super.remove(id).catch(() => undefined);
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] } });
    await this.clearCache(id);
  }
}

/** Parts under FILES_DIR/tus (@tus/file-store), or in the bucket with FILE_STORE=s3 (@tus/s3-store). */
export function createResumableParts(env: Env): ResumableParts {
  const s3 = env.s3;
  const store: FileStore | BucketParts = s3
    ? new BucketParts({
        partSize: PART_BYTES,
        s3ClientConfig: {
          bucket: s3.bucket,
          endpoint: s3.endpoint,
          region: s3.region,
          forcePathStyle: s3.forcePathStyle,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
          // As the hall's own client (decision 0099): S3-compatible servers refuse aws-chunked bodies.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        },
      })
    : new FileStore({ directory: path.join(env.filesDir, 'tus') });
  return {
    store,
    read: async (id) => store.read(id),
    remove: (id) => store.remove(id).catch(() => undefined),
  };
}
