import type { Db } from '../database';
import { hashPassword } from '../../features/account/passwordHash';
import { SEED_ARTICLES } from './accountContent';

/** Seeds the sample information once; running it again changes nothing. The common questions are configuration (schemas/app/questions.json). */
export async function seedAccountContent(db: Db): Promise<void> {
  await db
    .insertInto('articles')
    .values(
      SEED_ARTICLES.map((article) => ({
        uuid: article.uuid,
        type: article.type,
        title: article.title,
        content: article.content,
        source: article.source,
        prodefid: article.prodefid ?? null,
        status: 'published' as const,
        published_at: new Date(article.publishedAt),
        created_at: new Date(article.publishedAt),
        updated_at: new Date(article.publishedAt),
      })),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  // The enterprise demo account is bound to the web platform: its web password is jnzy2025 (README).
  const enterprise = await db.selectFrom('users').select(['password_hash']).where('openid', '=', 'demo-enterprise').executeTakeFirst();
  if (enterprise && !enterprise.password_hash) {
    await db
      .updateTable('users')
      .set({ iswebuser: true, password_hash: await hashPassword('jnzy2025') })
      .where('openid', '=', 'demo-enterprise')
      .where('password_hash', 'is', null)
      .execute();
  }
}
