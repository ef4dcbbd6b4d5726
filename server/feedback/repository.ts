import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Executor } from '../outbox/outboxRepository';

/** Escapes LIKE wildcards so a search for '100%' finds the text '100%'. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where the inbox goes on from: the last row's status, its time as the database wrote it, and its id. */
export interface InboxCursor {
  status: number;
  at: string;
  id: string;
}

export interface InboxFilter {
  /** 0 unanswered, 1 answered; both (unanswered first) when not given. */
  status?: number | undefined;
  /** Words the feedback or its reply holds. */
  words?: string | undefined;
  after?: InboxCursor | undefined;
  limit: number;
}

/**
 * SQL of feedback, common questions and replies: the one writer of the feedback table (the
 * citizen's feature inserts, the back office's inbox replies, both through here; issue 32).
 */
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
    /**
     * The staff's inbox, one status at a time (unanswered before answered), newest first after the
     * cursor: each read walks index feedback_status_idx (status, created_at, id) backwards. The
     * author's phone comes from their account.
     */
    inboxOfStatus: (status: number, filter: Omit<InboxFilter, 'status'>) => {
      let query = db
        .selectFrom('feedback as f')
        .leftJoin('users as u', 'u.openid', 'f.openid')
        .selectAll('f')
        .select(['u.phone as author_phone', sql<string>`f.created_at::text`.as('cursor_at')])
        .where('f.status', '=', status);
      const after = filter.after;
      if (after && after.status === status) query = query.where(sql<boolean>`(f.created_at, f.id) < (${after.at}::timestamptz, ${after.id})`);
      const words = filter.words;
      if (words) query = query.where((eb) => eb.or([eb('f.content', 'ilike', likePattern(words)), eb('f.reply', 'ilike', likePattern(words))]));
      return query.orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(filter.limit).execute();
    },
    /** One feedback with its author's phone, for the staff. */
    findForStaff: (id: string) =>
      db.selectFrom('feedback as f').leftJoin('users as u', 'u.openid', 'f.openid').selectAll('f').select('u.phone as author_phone').where('f.id', '=', id).executeTakeFirst(),
    find: (id: string, executor: Executor = db) => executor.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst(),
    /**
     * The reply to a feedback not yet answered, in the caller's transaction (the citizen's message
     * and the audit entry commit with it): undefined when it is unknown or already answered.
     */
    reply: (id: string, reply: string, by: string, executor: Executor = db) =>
      executor
        .updateTable('feedback')
        .set({ reply, status: 1, replied_by: by, replied_at: sql`now()` })
        .where('id', '=', id)
        .where('status', '=', 0)
        .returningAll()
        .executeTakeFirst(),
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
