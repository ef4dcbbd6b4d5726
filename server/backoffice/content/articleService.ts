import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { StaffArticle, StaffArticleInput, StaffArticlePage, StaffArticleRow, StaffArticleStatus } from '../../../engine/contract/staff/content';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { refuseStaff } from '../../domain/refusal';
import type { ArticleListStatus, ArticleRow, InformationRepository } from '../../information/repository';
import { audit, type AuditActor } from '../shared/audit';
import { hasContent, sanitizeArticleHtml } from './sanitizeArticleHtml';

/** Rows of the editor's list page. */
export const ARTICLE_ROWS = 20;
/** The longest article, as stored (the clerk's API took as much). */
export const ARTICLE_MAX_LENGTH = 200_000;
/** How far ahead a publication may be scheduled. */
const SCHEDULE_MAX_MS = 366 * 24 * 3600 * 1000;

type Listed = Pick<ArticleRow, 'uuid' | 'type' | 'title' | 'status' | 'published_at' | 'updated_at' | 'updated_by'>;

/** Scheduled: published, its time still to come. */
function statusOf(row: Pick<ArticleRow, 'status' | 'published_at'>, now: number): StaffArticleStatus {
  if (row.status === 'published' && row.published_at && new Date(row.published_at).getTime() > now) return 'scheduled';
  return row.status;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const presentRow = (row: Listed, now: number): StaffArticleRow => ({
  uuid: row.uuid,
  type: row.type as StaffArticleRow['type'],
  title: row.title,
  status: statusOf(row, now),
  publishedAt: iso(row.published_at),
  updatedAt: iso(row.updated_at)!,
  updatedBy: row.updated_by,
});

const present = (row: ArticleRow, now: number): StaffArticle => ({
  ...presentRow(row, now),
  source: row.source,
  prodefid: row.prodefid ?? '',
  format: row.format,
  content: row.content,
});

/** What the audit log keeps of an article: enough to see what changed, not its whole text. */
const summary = (row: ArticleRow) => ({ type: row.type, title: row.title, status: row.status, publishedAt: iso(row.published_at), length: row.content.length });

/**
 * The content editor's articles (issue 32, docs/decisions/0095): the list by type, status and
 * title; a draft written and edited (its HTML sanitized by the one allow-list before it is stored);
 * published now or from a later time (the citizen's lists read only what is published and due);
 * withdrawn. Each change is audited in its transaction, under the article's lock.
 */
export function createArticleService(deps: { db: Db; repository: InformationRepository; now?: () => number }) {
  const now = deps.now ?? Date.now;

  function cleanInput(input: StaffArticleInput) {
    const html = sanitizeArticleHtml(input.html);
    if (!hasContent(html)) refuseStaff('invalid', 'staff.content.emptyArticle');
    if (html.length > ARTICLE_MAX_LENGTH) refuseStaff('invalid', 'staff.content.tooLong');
    return { type: input.type, title: input.title.trim(), source: input.source.trim(), prodefid: input.prodefid?.trim() || null, content: html, format: 'html' as const };
  }

  /** Runs a change of one article under its lock, audited; unknown articles are refused. */
  async function change(actor: AuditActor, uuid: string, action: string, apply: (trx: Transaction<Database>, before: ArticleRow) => Promise<ArticleRow>) {
    return deps.db.transaction().execute(async (trx) => {
      const before = await deps.repository.lock(trx, uuid);
      if (!before) refuseStaff('notFound', 'staff.content.unknownArticle');
      const after = await apply(trx, before);
      await audit.record(trx, actor, { action, target: uuid, before: summary(before), after: summary(after) });
      return present(after, now());
    });
  }

  return {
    async list(query: { type?: string | undefined; status?: ArticleListStatus | undefined; words?: string | undefined; page: number }): Promise<StaffArticlePage> {
      const words = query.words?.trim() || undefined;
      const rows = await deps.repository.listAll({ type: query.type, status: query.status, words }, (query.page - 1) * ARTICLE_ROWS, ARTICLE_ROWS);
      const at = now();
      return { rows: rows.slice(0, ARTICLE_ROWS).map((row) => presentRow(row, at)), page: query.page, more: rows.length > ARTICLE_ROWS };
    },

    async get(uuid: string): Promise<StaffArticle> {
      const row = await deps.repository.find(uuid);
      if (!row) refuseStaff('notFound', 'staff.content.unknownArticle');
      return present(row, now());
    },

    preview: (html: string) => ({ html: sanitizeArticleHtml(html) }),

    async create(actor: AuditActor, input: StaffArticleInput): Promise<StaffArticle> {
      const fields = cleanInput(input);
      return deps.db.transaction().execute(async (trx) => {
        const row = await deps.repository.insert(trx, { ...fields, uuid: crypto.randomUUID(), by: actor.username });
        await audit.record(trx, actor, { action: 'content.article.create', target: row.uuid, after: summary(row) });
        return present(row, now());
      });
    },

    edit: (actor: AuditActor, uuid: string, input: StaffArticleInput) => {
      const fields = cleanInput(input);
      return change(actor, uuid, 'content.article.edit', (trx) => deps.repository.update(trx, uuid, { ...fields, by: actor.username }));
    },

    /** From `at` (ISO) when given and later than now: scheduled; otherwise now. */
    publish(actor: AuditActor, uuid: string, at: string | null | undefined) {
      let from: Date | null = null;
      if (at) {
        from = new Date(at);
        if (Number.isNaN(from.getTime())) refuseStaff('invalid', 'staff.content.badTime');
        if (from.getTime() - now() > SCHEDULE_MAX_MS) refuseStaff('invalid', 'staff.content.tooFar');
        if (from.getTime() <= now()) from = null;
      }
      return change(actor, uuid, from ? 'content.article.schedule' : 'content.article.publish', (trx) => deps.repository.setStatus(trx, uuid, { status: 'published', at: from, by: actor.username }));
    },

    withdraw: (actor: AuditActor, uuid: string) =>
      change(actor, uuid, 'content.article.withdraw', (trx, before) => {
        if (before.status === 'withdrawn') refuseStaff('conflict', 'staff.content.alreadyWithdrawn');
        if (before.status === 'draft') refuseStaff('conflict', 'staff.content.notPublished');
        return deps.repository.setStatus(trx, uuid, { status: 'withdrawn', by: actor.username });
      }),
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
