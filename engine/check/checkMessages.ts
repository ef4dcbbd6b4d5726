import { pointer, type CheckFile, type Problem } from './types';

/** Both message catalogues carry the same keys, every value text. */
export function checkMessages(files: readonly CheckFile[]): { problems: Problem[]; keys: Set<string> } {
  const problems: Problem[] = [];
  const catalogues = files.filter((file) => file.path.startsWith('messages/') && file.json && typeof file.json === 'object');
  const keys = new Set<string>();
  for (const file of catalogues) {
    for (const [key, value] of Object.entries(file.json as Record<string, unknown>)) {
      keys.add(key);
      if (typeof value !== 'string') problems.push({ file: file.path, pointer: pointer(key), reason: 'a message must be text' });
    }
  }
  for (const file of catalogues) {
    const own = file.json as Record<string, unknown>;
    for (const key of keys) {
      if (!(key in own)) problems.push({ file: file.path, pointer: pointer(key), reason: 'message key missing here but present in another catalogue' });
    }
  }
  return { problems, keys };
}
