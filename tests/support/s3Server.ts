import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../../server/files/s3/s3Client';

export interface TestS3 {
  /** The variables that point a server at this store (FILE_STORE=s3 and the S3_* settings). */
  env: Record<string, string>;
  client: S3Client;
  bucket: string;
  /** The keys in the bucket under a prefix. */
  keys(prefix?: string): Promise<string[]>;
  stop(): Promise<void>;
}

// The SDK warns once per process that its releases from 2027 need Node 22 (decision 0099 says so);
// the test logs need not repeat it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * A real S3-compatible server for the tests (s3rver: the S3 protocol over HTTP, objects in a temp
 * folder), on a random port, with an empty bucket: the store is tested against the protocol, never
 * against a mock of the SDK.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const bucket = 'hall-files';
  const env = {
    FILE_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = createS3Client({ endpoint: env.S3_ENDPOINT, region: env.S3_REGION, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env,
    client,
    bucket,
    async keys(prefix = '') {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (answer.Contents ?? []).map((object) => object.Key!);
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
