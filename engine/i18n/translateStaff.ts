import zhCN from '../../schemas/messages/staff/zh-CN.json' with { type: 'json' };
import en from '../../schemas/messages/staff/en.json' with { type: 'json' };
import { fillParams } from './fillParams';
import type { Locale } from './translate';

/**
 * The staff side's catalogue (schemas/messages/staff/), apart from the citizen's so the citizen
 * app, which builds its Chinese catalogue in, does not carry the staff's texts (decision 0048).
 * Both languages are small and always here; the server and the staff app read them alike.
 */
export type StaffMessageKey = keyof typeof zhCN;

const catalogues: Record<Locale, Record<string, string>> = { 'zh-CN': zhCN, en };

export function translateStaff(locale: Locale, key: StaffMessageKey, params?: Record<string, string | number>): string {
  return fillParams(catalogues[locale][key] ?? zhCN[key] ?? key, params);
}
