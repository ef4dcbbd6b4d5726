import type { HomeContact, HomeQuestion } from '../../../engine/contract/staff/content';
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

/**
 * The common questions and the contact page are configuration (schemas/app/questions.json and
 * contact.json), published by the content editor (docs/decisions/0095): read from the version
 * served now. A version published before they were configuration has neither: none is shown.
 */
const questionsOf = (schemas: SchemaService) => (schemas.snapshot().files.get('app/questions.json')?.json as { questions?: HomeQuestion[] } | undefined)?.questions ?? [];
export const contactOf = (schemas: SchemaService): HomeContact => {
  const contact = schemas.snapshot().files.get('app/contact.json')?.json as HomeContact | undefined;
  return { lines: contact?.lines ?? [], qrImage: contact?.qrImage ?? null };
};

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
    questions(page: number, rows: number) {
      const all = questionsOf(schemas);
      return { list: all.slice((page - 1) * rows, page * rows), total: all.length, page, rows };
    },
    question(id: string) {
      return questionsOf(schemas).find((item) => item.id === id) ?? refuse('notFound', 'feedback.notFound');
    },
    /** The contact page's lines as the published configuration has them. */
    contactLines: () => contactOf(schemas).lines,
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
