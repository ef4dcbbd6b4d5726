import type { QueueRow } from '../../../../../engine/contract/staff/review';
import { filledQuery } from '../../../lib/filledQuery';
import { staffApi } from '../../../lib/staffApi';

export type { QueueRow };

export interface QueueFilter {
  region?: string;
  business?: string;
  state?: string;
  overdue?: string;
  from?: string;
  to?: string;
}

/** The filter's query string (and the next page's cursor). */
export const queueQuery = (filter: QueueFilter, after?: QueueRow) => {
  const query = filledQuery(filter);
  if (after) query.set('after', `${after.deadline}|${after.id}`);
  return query.toString();
};

/** The queue's address for a query string: also the page's cache key (never empty, so always fetched). */
export const queueKey = (query: string) => `/review/queue?${query}`;
export const getQueue = (key: string) => staffApi.get<{ rows: QueueRow[] }>(key);
