import useSWR from 'swr';
import { api } from '../../../lib/api/client';
import type { ListTabsConfig } from '../model/listTabs';

/** The tabs of /prodoing and each tab's actions: configuration administrators edit under schemas/ (served with ETag). */
const TABS_FILE = 'app/applicationTabs.json';

export function useListTabs() {
  return useSWR('applications:list-tabs', () => api.get<ListTabsConfig>(`/api/schemas/${TABS_FILE}`), { revalidateIfStale: false });
}
