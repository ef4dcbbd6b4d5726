import crypto from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/database';
import type { FileMetaRepository } from './fileMetaRepository';
import { QuotaExceededError, type FileStore, type PutFileInput, type StoredFileMeta } from './fileStore';
import { limitBytes } from './limitBytes';

const CHUNK_BYTES = 512 * 1024;

/**
 * Files kept in PostgreSQL in 512 KiB chunks, so every server process sharing the database
 * shares the files, and reading or writing one never holds it whole in memory.
 */
export function createDatabaseFileStore(db: Db, metas: FileMetaRepository): FileStore {
  return {
    async put(content, input: PutFileInput) {
      const id = crypto.randomBytes(16).toString('hex');
      const meta: StoredFileMeta = { id, ownerOpenid: input.ownerOpenid, kind: input.kind, mime: input.mime, size: 0, originalName: input.originalName ?? null };
      // The row comes first (the chunks reference it), marked incomplete until the last byte.
      await metas.insert(meta, false);
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        await db.insertInto('file_chunks').values({ file_id: id, seq: seq++, data: Buffer.concat(pending) }).execute();
        pending = [];
        pendingBytes = 0;
      };
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes < CHUNK_BYTES) return callback();
          flush().then(() => callback(), callback);
        },
        final(callback) {
          flush().then(() => callback(), callback);
        },
      });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      try {
        await pipeline(source, limitBytes(input.maxBytes ?? Number.MAX_SAFE_INTEGER, (n) => (meta.size = n)), sink);
      } catch (error) {
        await metas.remove(id);
        throw error;
      }
      if (!(await metas.countWithin(meta, input.quotaBytes, (rows) => rows.complete(id, meta.size)))) {
        await metas.remove(id);
        throw new QuotaExceededError(`quota of ${input.quotaBytes} bytes reached`);
      }
      return meta;
    },
    meta: (id) => metas.find(id),
    async open(id) {
      async function* chunks() {
        for (let seq = 0; ; seq++) {
          const row = await db.selectFrom('file_chunks').select('data').where('file_id', '=', id).where('seq', '=', seq).executeTakeFirst();
          if (!row) return;
          yield Buffer.from(row.data);
        }
      }
      return Readable.from(chunks());
    },
    remove: (id) => metas.remove(id).then(() => undefined),
    usage: (ownerOpenid) => metas.usage(ownerOpenid),
    // Its files are rows: the database's own check answers for them.
    ready: async () => undefined,
    async sweepIncomplete(before) {
      // The chunks go with their row (on delete cascade).
      const ids = await metas.listIncomplete(before);
      for (const id of ids) await metas.remove(id);
      return ids.length;
    },
  };
}
