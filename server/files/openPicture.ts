import type { Readable } from 'node:stream';
import type { FileStore } from './fileStore';

/**
 * A material's picture from the file store: the original, or its thumbnail (the original when it
 * has none). Undefined when the file is gone. Whoever may see it was decided before: the owner
 * (the materials service) or the back office's stage staff (the case file).
 */
export async function openPicture(
  files: FileStore,
  material: { file_id: string; thumb_file_id: string | null },
  which: 'file' | 'thumb',
): Promise<{ mime: string; content: Readable } | undefined> {
  const fileId = which === 'thumb' ? (material.thumb_file_id ?? material.file_id) : material.file_id;
  const meta = await files.meta(fileId);
  return meta && { mime: meta.mime, content: await files.open(fileId) };
}
