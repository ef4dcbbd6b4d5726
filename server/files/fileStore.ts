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
}

/** Thrown while streaming when a file passes its size limit; nothing is kept. */
export class FileTooLargeError extends Error {}

/**
 * Uploaded images and PDFs and generated reports, behind one interface. Files get server-made
 * ids, never a client's name or path. See docs/decisions/0003-file-storage.md.
 */
export interface FileStore {
  put(content: Readable | Buffer, input: PutFileInput): Promise<StoredFileMeta>;
  meta(id: string): Promise<StoredFileMeta | undefined>;
  open(id: string): Promise<Readable>;
  remove(id: string): Promise<void>;
}
