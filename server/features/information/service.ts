import { formatDate } from '../../../engine/dates/formatDate';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { Locale } from '../../../engine/i18n/translate';
import { refuse } from '../../domain/refusal';
import type { ArticleRow, InformationRepository } from '../../information/repository';
import { isInfoType } from '../../information/types';

/** How many notices getNotice answers. */
export const NOTICE_COUNT = 5;

export function presentArticle(row: ArticleRow) {
  return {
    uuid: row.uuid,
    id: row.uuid,
    type: row.type,
    title: row.title,
    content: row.content,
    // 'html': the content is the editor's rich text, sanitized on the server before it was stored (docs/decisions/0095).
    format: row.format,
    source: row.source,
    prodefid: row.prodefid ?? '',
    pubdate: formatDate(row.published_at),
    publishTime: formatDateTime(row.published_at),
  };
}

export interface GuidsQuery {
  type: string;
  page: 'all' | number;
  rows: number;
  searchVal: string;
  uuid?: string | undefined;
}

/** A business's 业务须知 as the published configuration has it (the catalogue's guide). */
export type ConfiguredGuide = (prodefid: string, locale: Locale) => { title: string; content: string } | undefined;

/**
 * getServiceGuids, initGuide and getNotice (spec 000 section 7): only published articles are shown.
 * A business's notice (initGuide) is the catalogue's guide, published with the business
 * (docs/decisions/0088); a notice that is no business's (the certificate search's user notice,
 * cdzmyhxzContent) or a business the catalogue gives none is an article.
 */
export function createInformationService(repository: InformationRepository, configuredGuide: ConfiguredGuide) {
  return {
    async serviceGuids(query: GuidsQuery) {
      // Without a type (an /articlecontent link without ?type) the uuid alone finds the article,
      // whatever its type; the answer names the type, so the page can lead back to its list.
      if (query.uuid && query.type === '') {
        const row = await repository.findPublished(query.uuid);
        if (!row) refuse('notFound', 'info.notFound');
        return { content: presentArticle(row) };
      }
      if (!isInfoType(query.type)) refuse('invalid', 'info.typeUnknown', { type: query.type });
      if (query.uuid) {
        const row = await repository.findPublished(query.uuid);
        if (!row || row.type !== query.type) refuse('notFound', 'info.notFound');
        return { content: presentArticle(row) };
      }
      const search = query.searchVal.trim();
      const all = query.page === 'all';
      const offset = all ? 0 : ((query.page as number) - 1) * query.rows;
      const [rows, total] = await Promise.all([
        repository.listPublished(query.type, search, offset, all ? null : query.rows),
        repository.countPublished(query.type, search),
      ]);
      return {
        content: rows.map((row) => ({
          id: row.uuid,
          uuid: row.uuid,
          title: row.title,
          source: row.source,
          pubdate: formatDate(row.published_at),
          url: `/articlecontent?type=${query.type}&uuid=${row.uuid}`,
        })),
        total,
        page: query.page,
      };
    },

    async initGuide(prodefid: string, locale: Locale) {
      const configured = configuredGuide(prodefid, locale);
      if (configured) return { ...configured, uuid: `guide-${prodefid}`, pubdate: '' };
      const row = await repository.findGuide(prodefid);
      if (!row) refuse('notFound', 'info.guideNotFound');
      return { title: row.title, content: row.content, format: row.format, uuid: row.uuid, pubdate: formatDate(row.published_at) };
    },

    async notices() {
      const rows = await repository.listPublished('tzgg', '', 0, NOTICE_COUNT);
      return rows.map((row) => ({ uuid: row.uuid, title: row.title, pubdate: formatDate(row.published_at), url: `/articlecontent?type=tzgg&uuid=${row.uuid}` }));
    },
  };
}

export type InformationService = ReturnType<typeof createInformationService>;
