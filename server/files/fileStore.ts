import type { Readable } from 'node:stream';

export interface StoredFileMeta {
  id: string;
  ownerOpenid: string | null;
  kind: string;
  mime: string;
  size: number;
  originalName: string | null;
}

export interface PutFileInput {
  ownerOpenid: string | null;
  /** What the file is for, e.g. 'wx-media', 'attachment', 'report'. */
  kind: string;
  mime: string;
  originalName?: string | null;
  /** Refuse (and keep nothing) past this many bytes; checked while streaming. */
  maxBytes?: number;
  /** A citizen's upload: counts against the owner's quota (withUploadQuota). */
  quota?: boolean;
  /**
   * Set by withUploadQuota: the file is kept only if the owner's files, it included, stay within
   * this many bytes, checked under the owner's lock as it is recorded (QuotaExceededError if not).
   */
  quotaBytes?: number;
}

/** Thrown while streaming when a file passes its size limit; nothing is kept. */
export class FileTooLargeError extends Error {}

/** Thrown when an upload would take its owner past the upload quota; nothing is kept. */
export class QuotaExceededError extends Error {}

/**
 * Uploaded images and PDFs and generated reports, behind one interface. Files get server-made
 * ids, never a client's name or path. See docs/decisions/0003-file-storage.md.
 */
export interface FileStore {
  put(content: Readable | Buffer, input: PutFileInput): Promise<StoredFileMeta>;
  meta(id: string): Promise<StoredFileMeta | undefined>;
  open(id: string): Promise<Readable>;
  remove(id: string): Promise<void>;
  /** Bytes the owner's files take up. */
  usage(ownerOpenid: string): Promise<number>;
  /** Removes what dead processes left half-written before `before`; answers how many. */
  sweepIncomplete(before: Date): Promise<number>;
  /** Resolves when the store can take and give files now (the folder writable, the bucket there): /readyz asks. */
  ready(): Promise<void>;
}
