import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileMetaRepository } from './fileMetaRepository';
import type { FileStore, PutFileInput, StoredFileMeta } from './fileStore';
import { limitBytes } from './limitBytes';

/** Files in a folder (the data folder, or a mount every server machine shares), named by id. */
export function createDiskFileStore(folder: string, metas: FileMetaRepository): FileStore {
  fs.mkdirSync(folder, { recursive: true });
  // Ids are server-made hex, so a path built from one never leaves the folder.
  const pathOf = (id: string) => path.join(folder, id.slice(0, 2), id);

  return {
    async put(content, input: PutFileInput) {
      const id = crypto.randomBytes(16).toString('hex');
      const target = pathOf(id);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      let size = 0;
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      try {
        await pipeline(source, limitBytes(input.maxBytes ?? Number.MAX_SAFE_INTEGER, (n) => (size = n)), fs.createWriteStream(target));
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        throw error;
      }
      const meta: StoredFileMeta = { id, ownerOpenid: input.ownerOpenid, kind: input.kind, mime: input.mime, size, originalName: input.originalName ?? null };
      await metas.insert(meta);
      return meta;
    },
    meta: (id) => metas.find(id),
    async open(id) {
      return fs.createReadStream(pathOf(id));
    },
    async remove(id) {
      await metas.remove(id);
      await fs.promises.rm(pathOf(id), { force: true });
    },
  };
}
