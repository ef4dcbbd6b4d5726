import type zhCN from '../../schemas/messages/staff/zh-CN.json';
import { createCatalogues } from './catalogues';
import { fillParams } from './fillParams';
import type { Locale } from './translate';

/**
 * The staff side's catalogue (schemas/messages/staff/), apart from the citizen's so the citizen
 * app, which builds its Chinese catalogue in, does not carry the staff's texts (decision 0048).
 * The staff app registers both languages it bundles; the server reads SCHEMAS_DIR's (decision 0069).
 */
export type StaffMessageKey = keyof typeof zhCN;

const catalogues = createCatalogues();

export const registerStaffCatalogue = catalogues.register;
export const readStaffCataloguesFrom = catalogues.readFrom;
export const staffKeysUnder = catalogues.keysUnder;

export function translateStaff(locale: Locale, key: StaffMessageKey, params?: Record<string, string | number>): string {
  return fillParams(catalogues.text(locale, key) ?? key, params);
}
