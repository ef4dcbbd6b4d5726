import type {
  HomeContent,
  HomeContentAnswer,
  HomePart,
  HomePublished,
  StaffArticle,
  StaffArticleInput,
  StaffArticlePage,
  StaffArticlePreview,
  StaffArticleStatus,
  StaffArticleType,
  StaffContentImage,
} from '../../../../engine/contract/staff/content';
import { filledQuery } from '../../lib/filledQuery';
import { staffApi } from '../../lib/staffApi';

export type { HomeContent, HomeContentAnswer, HomePart, StaffArticle, StaffArticleInput, StaffArticleStatus, StaffArticleType };
export { STAFF_ARTICLE_TYPES } from '../../../../engine/contract/staff/content';
export const ARTICLE_STATUSES: readonly StaffArticleStatus[] = ['draft', 'scheduled', 'published', 'withdrawn'];

/** The list's search: type, status and words of the title, all optional, and a page. */
export interface ArticleQuery {
  type?: StaffArticleType | undefined;
  status?: StaffArticleStatus | undefined;
  words?: string | undefined;
  page?: number;
}

/** The list's address for a search: also its cache key. */
export const articlesKey = (query: ArticleQuery) => {
  const params = filledQuery({ type: query.type, status: query.status, words: query.words?.trim(), page: query.page && query.page > 1 ? String(query.page) : undefined });
  const search = params.toString();
  return search ? `/articles?${search}` : '/articles';
};
export const getArticles = (key: string) => staffApi.get<StaffArticlePage>(key);
export const getArticle = (uuid: string) => staffApi.get<StaffArticle>(`/articles/${encodeURIComponent(uuid)}`);
export const createArticle = (input: StaffArticleInput) => staffApi.post<StaffArticle>('/articles', { ...input });
export const saveArticle = (uuid: string, input: StaffArticleInput) => staffApi.post<StaffArticle>(`/articles/${encodeURIComponent(uuid)}`, { ...input });
/** From now, or from `at` (ISO) when it is later: scheduled. */
export const publishArticle = (uuid: string, at?: string) => staffApi.post<StaffArticle>(`/articles/${encodeURIComponent(uuid)}/publish`, at ? { at } : {});
export const withdrawArticle = (uuid: string) => staffApi.post<StaffArticle>(`/articles/${encodeURIComponent(uuid)}/withdraw`);
export const previewArticle = (html: string) => staffApi.post<StaffArticlePreview>('/articles/preview', { html });

/** An image into the file store (checked by its content on the server): its address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await staffApi.upload<StaffContentImage>('/content/images', form)).url;
}

export const HOME_KEY = '/home';
export const getHome = () => staffApi.get<HomeContentAnswer>(HOME_KEY);
/** One part published as a new configuration version, made on version `base`. */
export const publishHomePart = <P extends HomePart>(part: P, base: number, value: HomeContent[P]) => staffApi.post<HomePublished>(`/home/${part}`, { base, value });
