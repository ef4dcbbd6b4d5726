import { staffApi } from './staffApi';

export interface QueueRow {
  id: string;
  prolsh: string | null;
  name: string;
  areaname: string;
  user_name: string;
  stage: string;
  stageName: string;
  stageNameEn: string;
  submitted_at: string | null;
  deadline: string;
  overdue: boolean;
  suspended: boolean;
  claimed_by: string | null;
  actions: string[];
}

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
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  if (after) query.set('after', `${after.deadline}|${after.id}`);
  return query.toString();
};

/** The queue's address for a query string: also the page's cache key (never empty, so always fetched). */
export const queueKey = (query: string) => `/review/queue?${query}`;
export const getQueue = (key: string) => staffApi.get<{ rows: QueueRow[] }>(key);

/** One stage outcome on a case (a queue row, or the case file's application); a fresh request id per press (the server does each id once). */
export const act = (row: Pick<QueueRow, 'id' | 'stage'>, action: string, body: Record<string, unknown> = {}) =>
  staffApi.post(`/review/applications/${row.id}/${action}`, { requestId: crypto.randomUUID(), stage: row.stage, ...body });

export const claim = (row: QueueRow, kind: 'claim' | 'handBack') => staffApi.post(`/review/applications/${row.id}/claim/${kind}`);
