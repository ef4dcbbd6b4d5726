import { pointer, type CheckFile, type Problem } from './types';

/** The folder a catalogue belongs to: messages/ (the citizen's) or one beside it (messages/staff/). */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** The catalogues of each folder carry the same keys, every value text. */
export function checkMessages(files: readonly CheckFile[]): { problems: Problem[]; keys: Set<string> } {
  const problems: Problem[] = [];
  const catalogues = files.filter((file) => file.path.startsWith('messages/') && file.json && typeof file.json === 'object');
  const keys = new Set<string>();
  const folderKeys = new Map<string, Set<string>>();
  for (const file of catalogues) {
    const own = folderKeys.get(folderOf(file.path)) ?? new Set<string>();
    folderKeys.set(folderOf(file.path), own);
    for (const [key, value] of Object.entries(file.json as Record<string, unknown>)) {
      keys.add(key);
      own.add(key);
      if (typeof value !== 'string') problems.push({ file: file.path, pointer: pointer(key), reason: 'a message must be text' });
    }
  }
  for (const file of catalogues) {
    const own = file.json as Record<string, unknown>;
    for (const key of folderKeys.get(folderOf(file.path)) ?? []) {
      if (!(key in own)) problems.push({ file: file.path, pointer: pointer(key), reason: 'message key missing here but present in another catalogue' });
    }
  }
  return { problems, keys };
}
