import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { SchemaService } from '../schemas/service';
import { refuse } from '../../domain/refusal';
import type { FeedbackRepository } from './repository';

/** Spec 000 sections 5 and 9: at most 200 characters (longer text is cut), 15 rows per page. */
export const FEEDBACK_MAX_LENGTH = 200;
export const FEEDBACK_PAGE_ROWS = 15;

type FeedbackRow = NonNullable<Awaited<ReturnType<FeedbackRepository['find']>>>;

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

/** A feedback as the clerk reads it: ID and mobile numbers inside the text masked. */
export function presentFeedbackToClerk(row: FeedbackRow) {
  return presentFeedback({ ...row, content: maskSensitiveText(row.content), reply: row.reply === null ? null : maskSensitiveText(row.reply) });
}

/** Cuts to 200 characters (code points, so no character is split). */
export function truncateFeedback(text: string): string {
  return Array.from(text).slice(0, FEEDBACK_MAX_LENGTH).join('');
}

export function createFeedbackService(repository: FeedbackRepository, schemas: SchemaService) {
  async function owned(openid: string, id: number) {
    const row = await repository.find(id);
    if (!row) refuse('notFound', 'feedback.notFound');
    if (row.openid !== openid) refuse('forbidden', 'errors.forbidden');
    return row;
  }

  return {
    async send(openid: string, content: string, reqseq: string | null) {
      // Longer text is cut (spec 000), then the feedback form's own rules apply, as in the browser.
      const text = truncateFeedback(content.trim());
      schemas.refuseFirstFailure('feedback', { content: text });
      const { id } = await repository.insert({ openid, content: text, reqseq });
      return { id };
    },
    async list(openid: string, page: number, rows: number) {
      const [list, total] = await Promise.all([repository.listByOwner(openid, (page - 1) * rows, rows), repository.countByOwner(openid)]);
      return { list: list.map(presentFeedback), total, page, rows };
    },
    async get(openid: string, id: number) {
      return presentFeedback(await owned(openid, id));
    },
    async questions(page: number, rows: number) {
      const [list, total] = await Promise.all([repository.listQuestions((page - 1) * rows, rows), repository.countQuestions()]);
      return { list, total, page, rows };
    },
    async question(id: string) {
      const row = await repository.findQuestion(id);
      if (!row) refuse('notFound', 'feedback.notFound');
      return row;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
