import type { Vocabulary } from './types';

/** A stored record's id as getApply gives it: a party's under the party key, any other record's under the key. */
export function recordIdOf(vocabulary: Vocabulary, record: Record<string, unknown>): string {
  return String(record[vocabulary.records.partyKey] ?? record[vocabulary.records.key] ?? '');
}
