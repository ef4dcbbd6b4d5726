import type { MessageKey } from '../../../engine/i18n/translate';
import type { SubformRouteEntry } from '../../../engine/schemas/types';

/**
 * The failure message of a save when the server gave none (spec 001 section 8): a party or rights
 * record 保存失败, a unit 提交数据失败, the cancellation (savetype 4) 保存数据失败.
 */
export function saveFailureKey(entry: Pick<SubformRouteEntry, 'partyType' | 'savetype'>): MessageKey {
  if (entry.partyType) return 'proinst.saveFailed';
  if (entry.savetype === '4') return 'proinst.cancelSaveFailed';
  if (entry.savetype) return 'proinst.saveFailed';
  return 'proinst.unitSaveFailed';
}
