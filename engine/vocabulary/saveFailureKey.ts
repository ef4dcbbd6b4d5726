import type { Vocabulary } from './types';

/**
 * The failure message of a save without one of its own (spec 001 section 8): by what is saved —
 * a party, a unit, a rights record — a savetype's own message winning (the cancellation's 保存数据失败).
 */
export function saveFailureKey(vocabulary: Vocabulary, saved: { partyType?: string | undefined; savetype?: string | undefined }): string {
  if (saved.partyType) return vocabulary.saveFailed.party;
  if (saved.savetype) return vocabulary.savetypes.saveFailed?.[saved.savetype] ?? vocabulary.saveFailed.rights;
  return vocabulary.saveFailed.unit;
}
