import { useCallback } from 'react';
import { translateStaff, type StaffMessageKey } from '../../../engine/i18n/translateStaff';
import { getLocale } from '../../lib/i18n/locale';

export type StaffT = (key: StaffMessageKey, params?: Record<string, string | number>) => string;

/** Every text of the staff app, from the staff catalogue, in the language the hall remembers. */
export function useStaffT(): StaffT {
  return useCallback<StaffT>((key, params) => translateStaff(getLocale(), key, params), []);
}
