import type { SearchAnswer } from '../../../../../engine/contract/staff/search';
import { staffApi } from '../../../lib/staffApi';

/** The queue's own tabs: 已办 (the cases the member took a step on) and 我的认领 (those the member holds). */
export type MineTab = 'acted' | 'claimed';

export const mineKey = (tab: MineTab, after?: string) => `/search/mine?tab=${tab}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
export const getMine = (key: string) => staffApi.get<SearchAnswer>(key);
