import { formatDateTime } from '../../engine/dates/formatDateTime';
import type { FeedbackRepository } from './repository';

export type FeedbackRow = NonNullable<Awaited<ReturnType<FeedbackRepository['findOwned']>>>;

/** A feedback as its author reads it: their own words, whole (issue 27: never masked for its author). */
export function presentFeedback(row: FeedbackRow) {
  const content = row.content;
  const reply = row.reply ?? '';
  return {
    id: row.id,
    content,
    yjnrstr: content,
    fknrstr: reply,
    replycontent: reply,
    tjsj: formatDateTime(row.created_at),
    fksj: formatDateTime(row.replied_at),
    status: row.status,
  };
}
