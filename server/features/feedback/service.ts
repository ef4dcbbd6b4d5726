import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { SchemaService } from '../../schemas/service';
import { refuse } from '../../domain/refusal';
import type { FeedbackRepository } from './repository';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';

/** Spec 000 sections 5 and 9: at most 200 characters (longer text is cut), 15 rows per page. */
export const FEEDBACK_MAX_LENGTH = 200;
export const FEEDBACK_PAGE_ROWS = 15;

type FeedbackRow = NonNullable<Awaited<ReturnType<FeedbackRepository['findOwned']>>>;

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

/**
 * The clerk's reply, and the citizen told of it in the same transaction (the message centre's row
 * leads to the feedback): undefined for an unknown feedback.
 */
export function replyToFeedback(deps: { db: Db; repository: FeedbackRepository; outbox: Outbox }, id: string, reply: string, clerk: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await deps.repository.reply(id, reply, clerk, trx);
    if (row) {
      await deps.outbox.enqueue(trx, {
        kind: 'feedback.replied',
        // One message per reply: a second reply to the same feedback is told again.
        key: `feedback.replied:${row.id}:${row.replied_at?.toISOString() ?? ''}`,
        openid: row.openid,
        params: { submitted: formatDateTime(row.created_at) },
        link: `/my/feedBackDetail?id=${row.id}`,
        subjectId: String(row.id),
      });
    }
    return row;
  });
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
    /** Another's feedback answers as an unknown one: nobody learns which ids exist (decision 0057). */
    async get(openid: string, id: string) {
      const row = await repository.findOwned(id, openid);
      if (!row) refuse('notFound', 'feedback.notFound');
      return presentFeedback(row);
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
