import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config/env';

/**
 * The SDK's client for any S3-compatible store (MinIO, Ceph, a cloud's). Checksums are sent and
 * checked only where an operation requires them: the SDK's default trailing checksums use
 * aws-chunked bodies that several S3-compatible servers do not accept (decision 0099).
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
