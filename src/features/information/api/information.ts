import { api } from '../../../lib/api/client';

/**
 * getServiceGuids types and the screen each feeds (see the information decision note):
 * article → /news, bszn → /guide, xxgs → /gsgg, laws → /laws, tzgg → /gov/tzgg.
 */
export const INFO_TYPES = ['article', 'bszn', 'xxgs', 'tzgg', 'laws'] as const;
export type InfoType = (typeof INFO_TYPES)[number];

export const LIST_PATH: Record<InfoType, string> = {
  article: '/news',
  bszn: '/guide',
  xxgs: '/gsgg',
  laws: '/laws',
  tzgg: '/gov/tzgg',
};

export function isInfoType(value: string | null | undefined): value is InfoType {
  return (INFO_TYPES as readonly string[]).includes(value ?? '');
}

export interface InfoItem {
  id: string;
  uuid: string;
  title: string;
  source: string;
  pubdate: string;
  url: string;
}

export interface Article {
  uuid: string;
  type: InfoType;
  title: string;
  content: string;
  /** 'html': rich text the server sanitized (docs/decisions/0095); plain paragraphs otherwise. */
  format?: 'text' | 'html';
  source: string;
  pubdate: string;
}

/** getServiceGuids with page 'all': every published item of the type matching searchVal. */
export function listInfo(type: InfoType, searchVal: string): Promise<{ content: InfoItem[]; total: number }> {
  return api.post<{ content: InfoItem[]; total: number }>('/online/wx/apilist/getServiceGuids', { type, page: 'all', searchVal }, { silent: true });
}

/** getServiceGuids with a uuid: one article (data.content); without a type, of whatever type it is. */
export async function getArticle(type: InfoType | undefined, uuid: string): Promise<Article> {
  return (await api.post<{ content: Article }>('/online/wx/apilist/getServiceGuids', { ...(type ? { type } : {}), uuid }, { silent: true })).content;
}
