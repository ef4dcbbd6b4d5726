import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { preload } from 'swr';
import { getQueue, queueKey, queueQuery } from '../features/review/api/queue';
import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import type { StaffT } from '../lib/i18n';

interface StaffPage {
  /** The side menu's label. */
  label: StaffMessageKey;
  /** Its routes under /staff; the first is where the menu leads. */
  /** `openedFrom`: the pages whose members may open the route too (the case file: from the queue and the search); the page's own otherwise. */
  routes: Array<{ path: string; Page: LazyExoticComponent<ComponentType>; load: () => Promise<unknown>; data?: () => unknown; openedFrom?: string[] }>;
}

/** A page's component, loaded when first drawn, and its loader (to start the load earlier: preloadPageOf). */
const page = (load: () => Promise<{ default: ComponentType }>) => ({ Page: lazy(load), load });

/**
 * The staff app's pages, keyed as the server names them in GET /staff/api/me `pages`. Who may open
 * which is the server's answer alone (it checks the same roles on every call behind a page); the
 * app only knows how each page is labelled and where it lives. Each page loads when first opened.
 */
export const STAFF_PAGES: Record<string, StaffPage> = {
  queue: {
    label: 'staff.menu.queue',
    routes: [
      // The queue's first page is asked for with the member's record, not after its code arrived.
      { path: 'queue', ...page(() => import('../features/review/components/WorkQueuePage')), data: () => preload(queueKey(queueQuery({})), getQueue) },
      { path: 'applications/:id', ...page(() => import('../features/review/components/CaseFilePage')), openedFrom: ['queue', 'search'] },
    ],
  },
  search: { label: 'staff.menu.search', routes: [{ path: 'search', ...page(() => import('../features/search/SearchPage')) }] },
  feedback: { label: 'staff.menu.feedback', routes: [{ path: 'feedback', ...page(() => import('../features/feedback/FeedbackPage')) }] },
  articles: { label: 'staff.menu.articles', routes: [{ path: 'articles', ...page(() => import('../features/content/ArticlesPage')) }] },
  home: { label: 'staff.menu.home', routes: [{ path: 'home', ...page(() => import('../features/content/HomeContentPage')) }] },
  partner: {
    label: 'staff.menu.partner',
    routes: [
      { path: 'partner', ...page(() => import('../features/partner/PartnerListPage')) },
      { path: 'partner/:id', ...page(() => import('../features/partner/PartnerApplicationPage')) },
    ],
  },
  accounts: { label: 'staff.menu.accounts', routes: [{ path: 'accounts', ...page(() => import('../features/accounts/AccountsPage')) }] },
  audit: { label: 'staff.menu.audit', routes: [{ path: 'audit', ...page(() => import('../features/audit/AuditPage')) }] },
  outbox: { label: 'staff.menu.outbox', routes: [{ path: 'outbox', ...page(() => import('../features/dead-letters/DeadLettersPage')) }] },
  claims: { label: 'staff.menu.claims', routes: [{ path: 'claims', ...page(() => import('../features/review/components/ReleaseRequestsPage')) }] },
  statistics: { label: 'staff.menu.statistics', routes: [{ path: 'statistics', ...page(() => import('../features/statistics/StatisticsPage')) }] },
  configuration: { label: 'staff.menu.configuration', routes: [{ path: 'configuration', ...page(() => import('../features/configuration/ConfigurationPage')) }] },
  records: { label: 'staff.menu.records', routes: [{ path: 'records', ...page(() => import('../features/records/RecordsPage')) }] },
  schedule: { label: 'staff.menu.schedule', routes: [{ path: 'schedule', ...page(() => import('../features/schedule/SchedulePage')) }] },
  counter: { label: 'staff.menu.counter', routes: [{ path: 'counter', ...page(() => import('../features/schedule/CounterPage')) }] },
};

const known = (key: string) => Object.hasOwn(STAFF_PAGES, key);
const pathOf = (key: string) => `/${STAFF_PAGES[key]!.routes[0]!.path}`;

/** The side menu for the pages the server lists for a member, in its order; a page this app does not know is left out. */
export const menuItems = (pages: readonly string[], t: StaffT) => pages.filter(known).map((key) => ({ key, label: t(STAFF_PAGES[key]!.label), path: pathOf(key) }));

/** The menu entry a path is under: its first segment (/queue → queue); none for a page outside the menu. */
export const selectedMenuKey = (pathname: string) => pathname.split('/')[1] ?? '';

/** Where /staff leads: the first page the member may open (the work queue for the review roles); none when they may open none yet. */
export const homePath = (pages: readonly string[]) => {
  const first = pages.find(known);
  return first && pathOf(first);
};

/**
 * At boot, what the page an address opens needs, beside the member's record (the layout waits for
 * it before drawing the page): the page's code at once, and its first data once the record says the
 * member is signed in (a 401 kept in the cache would greet them after signing in).
 */
export function preloadPageOf(pathname: string, signedIn: Promise<unknown>) {
  const route = Object.values(STAFF_PAGES)
    .flatMap(({ routes }) => routes)
    .find(({ path }) => matchPath(`/${path}`, pathname));
  if (!route) return;
  void route.load();
  if (route.data) signedIn.then(route.data, () => undefined);
}
