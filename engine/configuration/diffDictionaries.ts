import type { ConfigChange } from '../contract/staff/configuration';
import { diffKeyed } from './diffKeyed';
import { entriesUnder } from './entriesUnder';

const dictionaryId = (json: unknown, file: string) => (json as { id?: string }).id ?? file;

/** The dictionaries added, removed and changed (their items before and after). */
export function diffDictionaries(before: Record<string, unknown>, after: Record<string, unknown>): ConfigChange[] {
  return diffKeyed('dictionary', entriesUnder(before, 'dictionaries/', dictionaryId), entriesUnder(after, 'dictionaries/', dictionaryId));
}
