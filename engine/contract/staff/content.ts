/**
 * /staff/api/articles and /staff/api/home (issue 32, docs/decisions/0095): the content editor's
 * articles (news, service guides, public notices, notices, policies) and the home page's
 * configuration (menus, banners, common questions, contact lines and QR code). Types only.
 */

/** The information types the citizen's lists read: article → news, bszn → 办事指南, xxgs → 公示公告, tzgg → 通知公告, laws → 政策法规. */
export type StaffArticleType = 'article' | 'bszn' | 'xxgs' | 'tzgg' | 'laws';
export const STAFF_ARTICLE_TYPES: readonly StaffArticleType[] = ['article', 'bszn', 'xxgs', 'tzgg', 'laws'];

/** What the editor sees of an article: scheduled is published with a publication time still to come. */
export type StaffArticleStatus = 'draft' | 'scheduled' | 'published' | 'withdrawn';

/** A row of GET /staff/api/articles?type=&status=&words=&page=. */
export interface StaffArticleRow {
  uuid: string;
  type: StaffArticleType;
  title: string;
  status: StaffArticleStatus;
  /** ISO; when the citizen sees it (or saw it, withdrawn), null for a draft never published. */
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface StaffArticlePage {
  rows: StaffArticleRow[];
  page: number;
  /** Whether a next page exists. */
  more: boolean;
}

/** GET /staff/api/articles/:uuid: the row and what the editor edits. */
export interface StaffArticle extends StaffArticleRow {
  source: string;
  /** The business a 办事指南 is for (its prodefid), '' when none. */
  prodefid: string;
  /** 'html': sanitized rich text; 'text': plain paragraphs (articles written before the editor). */
  format: 'text' | 'html';
  content: string;
}

/** POST /staff/api/articles (a new draft) and POST /staff/api/articles/:uuid (an edit): the HTML is sanitized on the server. */
export interface StaffArticleInput {
  type: StaffArticleType;
  title: string;
  source: string;
  prodefid?: string;
  html: string;
}

/** POST /staff/api/articles/:uuid/publish: from now, or from a later time (scheduled). */
export interface StaffArticlePublish {
  at?: string | null;
}

/** POST /staff/api/articles/preview: the HTML as it would be stored and shown. */
export interface StaffArticlePreview {
  html: string;
}

/** POST /staff/api/content/images (multipart, field `file`): an uploaded image's address. */
export interface StaffContentImage {
  url: string;
}

/** A home menu tile (schemas/app/menus.json): a second-level tile, or a first-level group of them. */
export interface HomeMenuTile {
  id: string;
  menuname: string;
  menunameEn?: string;
  imgpath: string;
  bz: string;
  bzEn?: string;
  /** An in-app route (/seladd) or an outside address (https://…). */
  url: string;
  menutype: 'view';
}
export interface HomeMenuGroup extends Omit<HomeMenuTile, 'menutype'> {
  menutype: 'group';
  secondmenus: HomeMenuTile[];
}

/** A home banner (schemas/app/app.json banners). */
export interface HomeBanner {
  title: string;
  titleEn?: string;
  image: string;
  imageEn?: string;
  url: string;
}

/** A common question (schemas/app/questions.json). */
export interface HomeQuestion {
  id: string;
  question: string;
  answer: string;
}

/** The contact page (schemas/app/contact.json): its lines and the QR image, null for the one the server draws. */
export interface HomeContact {
  lines: string[];
  qrImage: string | null;
}

/** The four parts the content editor publishes, each a file of the configuration. */
export interface HomeContent {
  menus: HomeMenuGroup[];
  banners: HomeBanner[];
  questions: HomeQuestion[];
  contact: HomeContact;
}
export type HomePart = keyof HomeContent;

/** GET /staff/api/home: the parts as the current configuration version has them. */
export interface HomeContentAnswer extends HomeContent {
  /** The version they are read from. */
  number: number;
}

/** POST /staff/api/home/:part: one part, published as a new configuration version; refused with schemas:check's problems. */
export interface HomePublished {
  number: number;
}
