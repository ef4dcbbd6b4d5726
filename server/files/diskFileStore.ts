import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileMetaRepository } from './fileMetaRepository';
import { QuotaExceededError, type FileStore, type PutFileInput, type StoredFileMeta } from './fileStore';
import { limitBytes } from './limitBytes';

export const PARTIAL_SUFFIX = '.part';

/** Removes .part files older than `before` from the store's two-level folder (a killed upload's remains). */
async function removePartialFiles(folder: string, before: Date): Promise<number> {
  let removed = 0;
  for (const sub of await fs.promises.readdir(folder).catch(() => [] as string[])) {
    const dir = path.join(folder, sub);
    for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      if (!name.endsWith(PARTIAL_SUFFIX)) continue;
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (stat && stat.mtime < before) {
        await fs.promises.rm(file, { force: true });
        removed++;
      }
    }
  }
  return removed;
}

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
      // Written under a .part name and renamed when whole: a process killed mid-upload leaves a
      // .part file the sweep removes, never a half file under a real id.
      const partial = `${target}${PARTIAL_SUFFIX}`;
      try {
        await pipeline(source, limitBytes(input.maxBytes ?? Number.MAX_SAFE_INTEGER, (n) => (size = n)), fs.createWriteStream(partial));
        await fs.promises.rename(partial, target);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      const meta: StoredFileMeta = { id, ownerOpenid: input.ownerOpenid, kind: input.kind, mime: input.mime, size, originalName: input.originalName ?? null };
      try {
        if (!(await metas.countWithin(meta, input.quotaBytes, (rows) => rows.insert(meta)))) throw new QuotaExceededError(`quota of ${input.quotaBytes} bytes reached`);
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        throw error;
      }
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
    usage: (ownerOpenid) => metas.usage(ownerOpenid),
    sweepIncomplete: (before) => removePartialFiles(folder, before),
    ready: () => fs.promises.access(folder, fs.constants.W_OK),
  };
}
