import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';

type Trx = Transaction<Database>;

/** Escapes LIKE wildcards so a search for '100%' finds the text '100%'. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the citizen may read: published, and its publication time come (a later time is a scheduled
 * publication, docs/decisions/0095; the filter is the schedule, no job flips it).
 */
const visible = (eb: ExpressionBuilder<Database, 'articles'>) => eb.and([eb('status', '=', 'published'), eb('published_at', '<=', sql<Date>`now()`)]);

/** The editor's list filter: a stored status, or 'scheduled' / 'published' split on the publication time. */
export type ArticleListStatus = 'draft' | 'scheduled' | 'published' | 'withdrawn';

/** The fields the editor writes. */
export interface ArticleDraft {
  type: string;
  title: string;
  content: string;
  source: string;
  prodefid: string | null;
}

/**
 * SQL of the information articles (news, guides, notices, policies): the articles table's one
 * repository. The citizen's lists read only what is visible; the content editor's back office
 * writes (docs/decisions/0095).
 */
export function createInformationRepository(db: Db) {
  return {
    /** Published articles of a type, newest first, optionally filtered by a search text in title or content. */
    listPublished: (type: string, search: string, offset: number, limit: number | null) => {
      let query = db.selectFrom('articles').select(['uuid', 'title', 'source', 'published_at', 'prodefid']).where('type', '=', type).where(visible);
      if (search) query = query.where((eb) => eb.or([eb('title', 'ilike', likePattern(search)), eb('content', 'ilike', likePattern(search))]));
      query = query.orderBy('published_at', 'desc').orderBy('uuid', 'asc').offset(offset);
      return (limit === null ? query : query.limit(limit)).execute();
    },
    countPublished: async (type: string, search: string) => {
      let query = db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('type', '=', type)
        .where(visible);
      if (search) query = query.where((eb) => eb.or([eb('title', 'ilike', likePattern(search)), eb('content', 'ilike', likePattern(search))]));
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    findPublished: (uuid: string) => db.selectFrom('articles').selectAll().where('uuid', '=', uuid).where(visible).executeTakeFirst(),
    findGuide: (prodefid: string) =>
      db.selectFrom('articles').selectAll().where('type', '=', 'bszn').where('prodefid', '=', prodefid).where(visible).orderBy('published_at', 'desc').limit(1).executeTakeFirst(),

    // The content editor's side (server/backoffice/content) ------------------------------------
    find: (uuid: string, trx: Db | Trx = db) => trx.selectFrom('articles').selectAll().where('uuid', '=', uuid).executeTakeFirst(),
    /** Locks the article for a change checked against what it is now. */
    lock: (trx: Trx, uuid: string) => trx.selectFrom('articles').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst(),
    /** The editor's list, newest change first, by type, status and words in the title. */
    listAll: (filter: { type?: string | undefined; status?: ArticleListStatus | undefined; words?: string | undefined }, offset: number, limit: number) => {
      let query = db.selectFrom('articles').select(['uuid', 'type', 'title', 'status', 'format', 'published_at', 'updated_at', 'updated_by', 'prodefid']);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.words) query = query.where('title', 'ilike', likePattern(filter.words));
      if (filter.status === 'scheduled') query = query.where('status', '=', 'published').where('published_at', '>', sql<Date>`now()`);
      else if (filter.status === 'published') query = query.where(visible);
      else if (filter.status) query = query.where('status', '=', filter.status);
      return query.orderBy('updated_at', 'desc').orderBy('uuid', 'asc').offset(offset).limit(limit + 1).execute();
    },
    insert: (trx: Trx, row: ArticleDraft & { uuid: string; format: 'text' | 'html'; by: string }) =>
      trx
        .insertInto('articles')
        .values({ uuid: row.uuid, type: row.type, title: row.title, content: row.content, source: row.source, prodefid: row.prodefid, format: row.format, status: 'draft', created_by: row.by, updated_by: row.by })
        .returningAll()
        .executeTakeFirstOrThrow(),
    update: (trx: Trx, uuid: string, fields: ArticleDraft & { format: 'text' | 'html'; by: string }) =>
      trx
        .updateTable('articles')
        .set({ type: fields.type, title: fields.title, content: fields.content, source: fields.source, prodefid: fields.prodefid, format: fields.format, updated_by: fields.by, updated_at: sql`now()` })
        .where('uuid', '=', uuid)
        .returningAll()
        .executeTakeFirstOrThrow(),
    /** Published from `at` (now, or a later time: scheduled), or withdrawn (published_at kept, for the record). */
    setStatus: (trx: Trx, uuid: string, change: { status: 'published'; at: Date | null; by: string } | { status: 'withdrawn'; by: string }) =>
      trx
        .updateTable('articles')
        .set({
          status: change.status,
          updated_by: change.by,
          updated_at: sql`now()`,
          ...(change.status === 'published' ? { published_at: change.at ?? sql<Date>`now()` } : {}),
        })
        .where('uuid', '=', uuid)
        .returningAll()
        .executeTakeFirstOrThrow(),
  };
}

export type InformationRepository = ReturnType<typeof createInformationRepository>;
export type ArticleRow = NonNullable<Awaited<ReturnType<InformationRepository['find']>>>;
