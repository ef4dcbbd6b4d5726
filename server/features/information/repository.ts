import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Escapes LIKE wildcards so a search for '100%' finds the text '100%'. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL of the information articles (news, guides, notices, policies). */
export function createInformationRepository(db: Db) {
  return {
    /** Published articles of a type, newest first, optionally filtered by a search text in title or content. */
    listPublished: (type: string, search: string, offset: number, limit: number | null) => {
      let query = db
        .selectFrom('articles')
        .select(['uuid', 'title', 'source', 'published_at', 'prodefid'])
        .where('type', '=', type)
        .where('status', '=', 'published');
      if (search) query = query.where((eb) => eb.or([eb('title', 'ilike', likePattern(search)), eb('content', 'ilike', likePattern(search))]));
      query = query.orderBy('published_at', 'desc').orderBy('uuid', 'asc').offset(offset);
      return (limit === null ? query : query.limit(limit)).execute();
    },
    countPublished: async (type: string, search: string) => {
      let query = db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('type', '=', type)
        .where('status', '=', 'published');
      if (search) query = query.where((eb) => eb.or([eb('title', 'ilike', likePattern(search)), eb('content', 'ilike', likePattern(search))]));
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    findPublished: (uuid: string) =>
      db.selectFrom('articles').selectAll().where('uuid', '=', uuid).where('status', '=', 'published').executeTakeFirst(),
    findGuide: (prodefid: string) =>
      db
        .selectFrom('articles')
        .selectAll()
        .where('type', '=', 'bszn')
        .where('prodefid', '=', prodefid)
        .where('status', '=', 'published')
        .orderBy('published_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    // The clerk's side ----------------------------------------------------------------------
    find: (uuid: string) => db.selectFrom('articles').selectAll().where('uuid', '=', uuid).executeTakeFirst(),
    listAll: (type: string | undefined, status: string | undefined, offset: number, limit: number) => {
      let query = db.selectFrom('articles').select(['uuid', 'type', 'title', 'status', 'published_at', 'updated_at', 'prodefid']);
      if (type) query = query.where('type', '=', type);
      if (status) query = query.where('status', '=', status as 'draft');
      return query.orderBy('updated_at', 'desc').offset(offset).limit(limit).execute();
    },
    insert: (row: { uuid: string; type: string; title: string; content: string; source: string; prodefid: string | null; status: 'draft' | 'published'; published_at: Date | null }) =>
      db.insertInto('articles').values(row).execute(),
    setStatus: (uuid: string, status: 'published' | 'withdrawn') =>
      db
        .updateTable('articles')
        .set({
          status,
          updated_at: sql`now()`,
          ...(status === 'published' ? { published_at: sql`coalesce(published_at, now())` } : {}),
        })
        .where('uuid', '=', uuid)
        .returningAll()
        .executeTakeFirst(),
  };
}

export type InformationRepository = ReturnType<typeof createInformationRepository>;
