import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../../outbox/outboxRepository';

/** SQL of feedback, common questions and (for the clerk) replies. */
export function createFeedbackRepository(db: Db) {
  return {
    insert: (row: { openid: string; content: string; reqseq: string | null }) =>
      db.insertInto('feedback').values(row).returning(['id']).executeTakeFirstOrThrow(),
    /** The user's feedback, newest first (index feedback_openid_idx; ids are random, so by time). */
    listByOwner: (openid: string, offset: number, limit: number) =>
      db.selectFrom('feedback').selectAll().where('openid', '=', openid).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    countByOwner: async (openid: string) =>
      Number((await db.selectFrom('feedback').select((eb) => eb.fn.countAll<string>().as('n')).where('openid', '=', openid).executeTakeFirstOrThrow()).n),
    /** The user's own feedback by id; another's is not found, as an unknown one. */
    findOwned: (id: string, openid: string) => db.selectFrom('feedback').selectAll().where('id', '=', id).where('openid', '=', openid).executeTakeFirst(),
    listForClerk: (status: number | undefined, offset: number, limit: number) => {
      let query = db.selectFrom('feedback').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit);
      if (status !== undefined) query = query.where('status', '=', status);
      return query.execute();
    },
    /** In the caller's transaction when given (the citizen's message commits with the reply). */
    reply: (id: string, reply: string, clerk: string, executor: Executor = db) =>
      executor
        .updateTable('feedback')
        .set({ reply, status: 1, replied_by: clerk, replied_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    listQuestions: (offset: number, limit: number) =>
      db.selectFrom('common_questions').select(['id', 'question', 'answer']).orderBy('sort', 'asc').orderBy('id', 'asc').offset(offset).limit(limit).execute(),
    countQuestions: async () => Number((await db.selectFrom('common_questions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    findQuestion: (id: string) => db.selectFrom('common_questions').select(['id', 'question', 'answer']).where('id', '=', id).executeTakeFirst(),
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
