import type { SearchOptions } from '../../../engine/contract/staff/search';
import { staffApi } from './staffApi';

/** The pickers' names (businesses, regions, stages), fetched once under one key by every page that filters cases. */
export const caseOptionsKey = '/search/options';
export const getCaseOptions = (key: string) => staffApi.get<SearchOptions>(key);

/** A picker's options: the name shown and searched, the code sent. */
export const pickerOptions = (items: ReadonlyArray<{ code?: string; id?: string; name: string }> | undefined) => (items ?? []).map((item) => ({ value: item.code ?? item.id ?? '', label: item.name }));
