import type { StaffFeedback, StaffFeedbackPage, StaffFeedbackStatus } from '../../../../engine/contract/staff/feedback';
import { filledQuery } from '../../lib/filledQuery';
import { staffApi } from '../../lib/staffApi';

export type { StaffFeedback, StaffFeedbackStatus };

/** What the inbox's search sends: words and a status, both optional. */
export interface InboxQuery {
  words?: string | undefined;
  status?: StaffFeedbackStatus | undefined;
}

/** The inbox's address for a search and a page's cursor: also the page's cache key. */
export const inboxKey = (query: InboxQuery, after?: string) => {
  const params = filledQuery({ words: query.words?.trim(), status: query.status });
  if (after) params.set('after', after);
  const search = params.toString();
  return search ? `/feedback?${search}` : '/feedback';
};
export const getInbox = (key: string) => staffApi.get<StaffFeedbackPage>(key);
export const getFeedback = (id: string) => staffApi.get<StaffFeedback>(`/feedback/${encodeURIComponent(id)}`);
export const replyToFeedback = (id: string, content: string) => staffApi.post<StaffFeedback>(`/feedback/${encodeURIComponent(id)}/reply`, { content });
