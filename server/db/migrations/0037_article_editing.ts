import type { Kysely } from 'kysely';

/**
 * Issue 32, docs/decisions/0095: the content editor writes the articles in the staff app.
 * - format: 'text' (paragraphs of plain text, as the demo articles and the retired clerk API wrote
 *   them) or 'html' (the editor's rich text, sanitized on the server before it is stored).
 * - created_by / updated_by: the staff member who wrote it and who changed it last.
 * - A publication time in the future is a scheduled one: the citizen's lists read only
 *   published_at <= now(), so no job has to flip it.
 * - articles_staff_idx: the editor's list, newest change first, per type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('articles_staff_idx').on('articles').columns(['type', 'updated_at', 'uuid']).execute();
  await db.schema.createIndex('articles_updated_idx').on('articles').columns(['updated_at', 'uuid']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('articles_updated_idx').execute();
  await db.schema.dropIndex('articles_staff_idx').execute();
  await db.schema.alterTable('articles').dropColumn('updated_by').dropColumn('created_by').dropColumn('format').execute();
}
