import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import type { StaffT } from '../lib/i18n';

interface StaffPage {
  /** The side menu's label. */
  label: StaffMessageKey;
  /** Its routes under /staff; the first is where the menu leads. */
  routes: Array<{ path: string; Page: LazyExoticComponent<ComponentType> }>;
}

/**
 * The staff app's pages, keyed as the server names them in GET /staff/api/me `pages`. Who may open
 * which is the server's answer alone (it checks the same roles on every call behind a page); the
 * app only knows how each page is labelled and where it lives. Each page loads when first opened.
 */
export const STAFF_PAGES: Record<string, StaffPage> = {
  queue: {
    label: 'staff.menu.queue',
    routes: [
      { path: 'queue', Page: lazy(() => import('../features/review/components/WorkQueuePage')) },
      { path: 'applications/:id', Page: lazy(() => import('../features/review/components/CaseFilePage')) },
    ],
  },
  partner: {
    label: 'staff.menu.partner',
    routes: [
      { path: 'partner', Page: lazy(() => import('../features/partner/PartnerListPage')) },
      { path: 'partner/:id', Page: lazy(() => import('../features/partner/PartnerApplicationPage')) },
    ],
  },
  accounts: { label: 'staff.menu.accounts', routes: [{ path: 'accounts', Page: lazy(() => import('../features/accounts/AccountsPage')) }] },
  audit: { label: 'staff.menu.audit', routes: [{ path: 'audit', Page: lazy(() => import('../features/audit/AuditPage')) }] },
  statistics: { label: 'staff.menu.statistics', routes: [{ path: 'statistics', Page: lazy(() => import('../features/statistics/StatisticsPage')) }] },
  outbox: { label: 'staff.menu.outbox', routes: [{ path: 'outbox', Page: lazy(() => import('../features/dead-letters/DeadLettersPage')) }] },
  claims: { label: 'staff.menu.claims', routes: [{ path: 'claims', Page: lazy(() => import('../features/review/components/ReleaseRequestsPage')) }] },
  configuration: { label: 'staff.menu.configuration', routes: [{ path: 'configuration', Page: lazy(() => import('../features/configuration/ConfigurationPage')) }] },
};

const known = (key: string) => Object.hasOwn(STAFF_PAGES, key);
const pathOf = (key: string) => `/${STAFF_PAGES[key]!.routes[0]!.path}`;

/** The side menu for the pages the server lists for a member, in its order; a page this app does not know is left out. */
export const menuItems = (pages: readonly string[], t: StaffT) => pages.filter(known).map((key) => ({ key, label: t(STAFF_PAGES[key]!.label), path: pathOf(key) }));

/** The menu entry a path is under: its first segment (/queue → queue); none for a page outside the menu. */
export const selectedMenuKey = (pathname: string) => pathname.split('/')[1] ?? '';

/** Where /staff leads: the first page the member may open (the work queue for the review roles). */
export const homePath = (pages: readonly string[]) => pathOf(pages.find(known) ?? 'queue');
