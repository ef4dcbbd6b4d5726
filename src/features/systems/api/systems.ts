import { api } from '../../../lib/api/client';
import type { MessageKey } from '../../../../engine/i18n/translate';

export interface SystemEntry {
  code: string;
  titleKey: MessageKey;
  path: string;
}

export interface ModsInfo {
  current: string;
  systems: SystemEntry[];
}

/** The four systems of the slide menu (POST /api/app/modsinfo, stat envelope). */
export function getModsInfo(): Promise<ModsInfo> {
  return api.post<ModsInfo>('/api/app/modsinfo', { syscode: 'sys_admin' }, { loading: false });
}

/** The swr key of the systems list. */
export const MODS_INFO_KEY = 'api/app/modsinfo';
