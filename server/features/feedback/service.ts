import type { SchemaService } from '../../schemas/service';
import { refuse } from '../../domain/refusal';
import { presentFeedback } from '../../feedback/presentFeedback';
import type { FeedbackRepository } from '../../feedback/repository';

/** Spec 000 sections 5 and 9: at most 200 characters (longer text is cut), 15 rows per page. */
export const FEEDBACK_MAX_LENGTH = 200;
export const FEEDBACK_PAGE_ROWS = 15;

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
