import type { ConfigChange } from '../contract/staff/configuration';
import { pointer } from '../check/types';
import { diffKeyed, type KeyedEntry } from './diffKeyed';

const TEMPLATES = 'notifications/templates.json';

/** Every message of the catalogues (messages/**) and every notification template, keyed by file and key. */
function textsOf(files: Record<string, unknown>): Map<string, KeyedEntry> {
  const texts = new Map<string, KeyedEntry>();
  const add = (file: string, entries: Record<string, unknown>, under: string[]) => {
    for (const [key, value] of Object.entries(entries)) {
      if (key === '$comment') continue;
      texts.set(`${file} ${key}`, { name: `${file} ${key}`, file, pointer: pointer(...under, key), value });
    }
  };
  for (const [file, json] of Object.entries(files)) {
    if (!json || typeof json !== 'object') continue;
    if (file.startsWith('messages/')) add(file, json as Record<string, unknown>, []);
    else if (file === TEMPLATES) add(file, (json as { templates?: Record<string, unknown> }).templates ?? {}, ['templates']);
  }
  return texts;
}

/** The messages and notification templates added, removed and changed, each by file and key. */
export function diffTexts(before: Record<string, unknown>, after: Record<string, unknown>): ConfigChange[] {
  return diffKeyed('text', textsOf(before), textsOf(after));
}
