import type { SearchAnswer, SearchKeys } from '../../../../engine/contract/staff/search';
import { filledQuery } from '../../lib/filledQuery';
import { staffApi } from '../../lib/staffApi';

/** What the search form sends: the keys as typed, the pickers' codes, the state, the China days. */
export interface SearchQuery extends SearchKeys {
  state?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The search's address for a query and a page's cursor: also the page's cache key. */
export const searchKey = (query: SearchQuery, after?: string) => {
  const params = filledQuery(query);
  if (after) params.set('after', after);
  return `/search/applications?${params}`;
};
export const getSearch = (key: string) => staffApi.get<SearchAnswer>(key);
