import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import useSWR from 'swr';
import { isConfiguredRoute } from '../../engine/pages/isConfiguredRoute';
import { pageKindOfPath, type ConfiguredPageKind } from '../../engine/pages/pageKindOfPath';
import type { SchemaRegistry } from '../../engine/schemas/types';
import { SCHEMA_REGISTRY_KEY } from '../lib/schemas/schemaRegistryKey';
import { prefetchApplicationDetail } from '../features/applications/api/applications';
import { prefetchUploadPage } from '../features/filing/api/prefetchUploadPage';
import { prefetchFilingContext } from '../features/filing/api/prefetchFilingContext';
import WaitingPage from '../features/identity/routes/WaitingPage';
import { HOME_PATH } from './homePath';
import { RedirectKeepingQuery } from './shell/RedirectKeepingQuery';

/**
 * Every route of spec 000 section 2 (and the filing and appointment routes of spec 001), as data:
 * a name, a path and a loader. Screens that come with later issues share one lazy
 * `ComingSoonPage`; a later issue swaps the loader of its route and nothing else. The fill,
 * sub-form, detail and preview pages are not listed: they are configuration (schemas/pages,
 * schemas/routing), reached through two pattern routes (PAGE_FAMILIES, decision 0042).
 *
 * Paths are case-sensitive (the specification has both /info/dyqinfo and /info/Dyqinfo, and both
 * /applyDetail and /ApplyDetail).
 */

export type PageModule = { default: ComponentType };
export type Loader = () => Promise<PageModule>;

export interface RouteDef {
  /** The route name of the specification; also the key of its title in schemas/app/pages.json. */
  name: string;
  /** Absolute at the top level, relative under a group. Omitted for an index route. */
  path?: string;
  index?: boolean;
  /** The screen; a group without one only nests its children. */
  load?: Loader;
  /**
   * A screen bundled in the entry instead of loaded: only the sign-in check's, the first screen of
   * every visit (spec 000 section 2), whose lazy chunk queued behind the opened page's own chunks.
   */
  component?: ComponentType;
  children?: RouteDef[];
  /** A pattern route of configured pages: the screen follows the path (configuredScreen). */
  pattern?: boolean;
}

/** A screen: its route name (the title's key in schemas/app/pages.json) and its code. */
export interface Screen {
  name: string;
  load: Loader;
}

// ---------------------------------------------------------------------------------------------
// Loaders (each one its own chunk)

const comingSoon: Loader = () => import('../components/ComingSoonPage/ComingSoonPage');
const home: Loader = () => import('../features/home/routes/HomePage');
const logout: Loader = () => import('../features/identity/routes/LogoutPage');
const notFound: Loader = () => import('./pages/NotFoundPage');
const backOffice: Loader = () => import('../features/systems/routes/BackOfficePage');

// Screens of later issues, by route name: each replaces the shared placeholder of its route.
const SCREENS: Partial<Record<string, Loader>> = {
  // Issue 4: account, feedback and information.
  mine: () => import('../features/account/routes/MinePage'),
  userInfo: () => import('../features/account/routes/UserInfoPage'),
  feedBack: () => import('../features/feedback/routes/FeedbackPage'),
  feedBackList: () => import('../features/feedback/routes/FeedbackListPage'),
  messages: () => import('../features/messages/routes/MessagesPage'),
  feedBackDetail: () => import('../features/feedback/routes/FeedbackDetailPage'),
  commonQuesList: () => import('../features/feedback/routes/CommonQuestionsPage'),
  ContactUs: () => import('../features/feedback/routes/ContactUsPage'),
  news: () => import('../features/information/routes/NewsPage'),
  guide: () => import('../features/information/routes/GuidePage'),
  gsgg: () => import('../features/information/routes/PublicNoticesPage'),
  laws: () => import('../features/information/routes/LawsPage'),
  gov: () => import('../features/information/routes/GovPage'),
  articlecontent: () => import('../features/information/routes/ArticlePage'),
  // Issue 5: queries, electronic licences and the floor-plan and parcel-map viewer.
  certificateQuery: () => import('../features/registry/routes/CertificateQueryPage'),
  record: () => import('../features/registry/routes/RecordPage'),
  dzzzQuery: () => import('../features/registry/routes/DzzzQueryPage'),
  dzzzrecord: () => import('../features/registry/routes/DzzzRecordPage'),
  dzzzverification: () => import('../features/registry/routes/VerificationPage'),
  dzzzverificationrecord: () => import('../features/registry/routes/VerificationRecordPage'),
  progressQuery: () => import('../features/registry/routes/ProgressPage'),
  findaccept: () => import('../features/registry/routes/ProgressPage'),
  PDFview: () => import('../features/registry/routes/PdfViewPage'),
  querycert: () => import('../features/registry/routes/QueryCertPage'),
  CatchCert_new: () => import('../features/registry/routes/QueryCertPage'),
  CatchCert_yhxz: () => import('../features/registry/routes/NoticePage'),
  querycertrecord: () => import('../features/registry/routes/QueryCertRecordPage'),
  catchcert: () => import('../features/registry/routes/CatchCertPage'),
  fhtandzdtQuery: () => import('../features/registry/routes/FloorPlanQueryPage'),
  viewzdtfht: () => import('../features/registry/routes/ViewerPage'),
  // Issue 14: appointments, service sites and downloads.
  yuyue: () => import('../features/appointments/routes/ApplicationAppointmentsPage'),
  yuyueForm: () => import('../features/appointments/routes/ApplicationAppointmentFormPage'),
  yuyueDetail: () => import('../features/appointments/routes/ApplicationAppointmentSlipPage'),
  yuyueRecord: () => import('../features/appointments/routes/AppointmentRecordsPage'),
  yuyuenosh: () => import('../features/appointments/routes/CounterAppointmentsPage'),
  yuyueFormnosh: () => import('../features/appointments/routes/CounterAppointmentFormPage'),
  yuyueDetailnosh: () => import('../features/appointments/routes/CounterAppointmentSlipPage'),
  appointment: () => import('../features/appointments/routes/AppointmentPage'),
  apmorder: () => import('../features/appointments/routes/AppointmentOrderPage'),
  apmrecord: () => import('../features/appointments/routes/SinglePageAppointmentRecordsPage'),
  fwwd: () => import('../features/service-sites/routes/ServiceSitesPage'),
  zlxz: () => import('../features/service-sites/routes/DownloadsPage'),
  queue: () => import('../features/appointments/routes/QueuePage'),
  queueOrder: () => import('../features/appointments/routes/QueueOrderPage'),
  // Issue 27: every booking and queue order in one list (the records above list one variant each).
  myAppointments: () => import('../features/appointments/routes/MyAppointmentsPage'),
  // Issue 13: the citizen's filing flow (its fill and sub-form pages are configuration: PAGE_FAMILIES).
  seladd: () => import('../features/filing/routes/RegionPage'),
  sel: () => import('../features/filing/routes/BusinessTypePage'),
  selapp: () => import('../features/filing/routes/BusinessPage'),
  apply: () => import('../features/filing/routes/ApplyPage'),
  upload: () => import('../features/filing/routes/UploadPage'),
  ok: () => import('../features/filing/routes/DonePage'),
  // Issue 13: the citizen's application records (their detail and preview pages are configuration: PAGE_FAMILIES).
  prodoing: () => import('../features/applications/routes/ProdoingPage'),
};

const soon = (name: string, path: string): RouteDef => ({ name, path, load: SCREENS[name] ?? comingSoon });

/** The children of the /my area (relative paths: /my/feedBack, /my/userInfo ...). */
export const MY_CHILDREN = [
  'feedBack',
  'feedBackDetail',
  'feedBackList',
  'messages',
  'commonQuesList',
  'userInfo',
  'ContactUs',
  'progressQuery',
  'certificateQuery',
  'dzzzQuery',
  'record',
  'dzzzrecord',
  'dzzzverification',
  'dzzzverificationrecord',
] as const;

const STANDALONE = [
  'news',
  'guide',
  'gsgg',
  'laws',
  'articlecontent',
  'findaccept',
  'prodoing',
  'querycert',
  'PDFview',
  'querycertrecord',
  'catchcert',
  'CatchCert_new',
  'CatchCert_yhxz',
  'seladd',
  'sel',
  'selapp',
  'appointment',
  'apmorder',
  'apmrecord',
  'upload',
  'ok',
  'zlxz',
  'fwwd',
  'yuyue',
  'yuyueForm',
  'yuyueDetail',
  'yuyueRecord',
  'yuyuenosh',
  'yuyueFormnosh',
  'yuyueDetailnosh',
  'fhtandzdtQuery',
  'viewzdtfht',
  // The queue system's screens (spec 001 section 2.10 names none; /callnum is its API).
  'queue',
  'queueOrder',
  'myAppointments',
] as const;

/**
 * The pages the configuration makes (schemas/pages, schemas/routing/subform-routes.json), by the
 * kind their path's shape tells (engine/pages/pageKindOfPath): one generic screen each, under a
 * family name that titles the pages pages.json does not name. The shape chooses the screen at
 * once, so its code loads beside the configuration; whether the page exists is the
 * configuration's answer (ConfiguredPage: the 404 page when it does not).
 */
export const PAGE_FAMILIES: Record<ConfiguredPageKind, Screen> = {
  fill: { name: 'fillPage', load: () => import('../features/filing/routes/FillPage') },
  subform: { name: 'subformPage', load: () => import('../features/filing/routes/SubformPage') },
  detail: { name: 'detailPage', load: () => import('../features/applications/routes/ApplyDetailPage') },
  preview: { name: 'previewPage', load: () => import('../features/applications/routes/RecordPreviewPage') },
};

/** Screens that interpret the form configuration (schemas/): the app's start loads it beside their code. */
export const SCHEMA_SCREENS = new Set<string>([...Object.values(PAGE_FAMILIES).map((family) => family.name), 'apply', 'upload', 'prodoing']);

/**
 * What a screen's start fetches, by route name (the page reads it under the same swr key): given
 * the sign-in check's answer, which it waits for before any call that may start a sign-in.
 */
export const SCREEN_DATA: Partial<Record<string, (search: string, signedIn: Promise<unknown>) => void>> = {
  [PAGE_FAMILIES.detail.name]: prefetchApplicationDetail,
  upload: prefetchUploadPage,
  [PAGE_FAMILIES.fill.name]: prefetchFilingContext('id'),
  [PAGE_FAMILIES.subform.name]: prefetchFilingContext('slsqId'),
};

/** The screen of a path under a pattern route: its family's, or the 404 page for a shape of no family. */
export function configuredScreen(pathname: string): Screen {
  const kind = pageKindOfPath(pathname);
  return kind ? PAGE_FAMILIES[kind] : { name: 'page404', load: notFound };
}

export const routeTable: RouteDef[] = [
  {
    name: 'home',
    path: HOME_PATH,
    load: home,
    children: [soon('apply', 'apply')],
  },
  {
    name: 'my',
    path: '/my',
    children: [
      { name: 'mine', index: true, load: SCREENS.mine ?? comingSoon },
      { name: 'logout', path: 'logout', load: logout },
      ...MY_CHILDREN.map((name) => soon(name, name)),
    ],
  },
  { name: 'waiting', path: '/waiting', component: WaitingPage },
  { name: 'page404', path: '/page404', load: notFound },
  ...STANDALONE.map((name) => soon(name, `/${name}`)),
  // Issue 21: a party's confirmation link (docs/decisions/0055).
  { name: 'confirm', path: '/confirm/:token', load: () => import('../features/confirmations/routes/ConfirmPage') },
  { name: 'info', path: '/info', children: [{ name: 'configuredPage', path: ':page', pattern: true }] },
  // Detail pages and record previews; the fixed routes above rank before this pattern.
  { name: 'configuredPage', path: '/:page', pattern: true },
  soon('gov', '/gov/:type'),
  // The slide menu's four systems: /user is this app; /admin and /partner open the staff app, /agenter is not open yet (decision 0056).
  { name: 'agenter', path: '/agenter', load: backOffice },
  { name: 'partner', path: '/partner', load: backOffice },
  { name: 'admin', path: '/admin', load: backOffice },
  { name: 'page404', path: '*', load: notFound },
];

/**
 * The personal-centre rows of the specification link to /userInfo, /feedBackList, /ContactUs ...;
 * those live under /my, so the bare paths forward there, keeping the query.
 */
export const MY_ALIASES: Array<{ from: string; to: string }> = MY_CHILDREN.map((name) => ({ from: `/${name}`, to: `/my/${name}` }));

// ---------------------------------------------------------------------------------------------
// To React Router

export interface RouteHandle {
  name: string;
  /** The screen's loader, so the app's start can fetch the code of the page it opens on (preloadRoute). */
  load?: Loader;
  /** A pattern route's screen, which depends on the path. */
  pattern?: boolean;
}

/** The screen a matched route shows at a path: its own, or a pattern route's configured page. */
export function screenOf(handle: RouteHandle | undefined, pathname: string): Partial<Screen> | undefined {
  return handle?.pattern ? configuredScreen(pathname) : handle;
}

const lazyCache = new Map<Loader, LazyExoticComponent<ComponentType>>();

/** One React.lazy component per loader, so every placeholder route shares one chunk and one component. */
function lazyOf(load: Loader): LazyExoticComponent<ComponentType> {
  let component = lazyCache.get(load);
  if (!component) {
    component = lazy(load);
    lazyCache.set(load, component);
  }
  return component;
}

export function toRouteObjects(defs: RouteDef[]): RouteObject[] {
  return defs.map((def): RouteObject => {
    const handle: RouteHandle = { name: def.name, load: def.load, pattern: def.pattern };
    const Component = def.pattern ? ConfiguredPage : (def.component ?? (def.load ? lazyOf(def.load) : null));
    if (def.index) return { index: true, Component, handle };
    if (!def.children) return { path: def.path ?? '', caseSensitive: true, Component, handle };
    const children = toRouteObjects(def.children);
    const hasIndex = def.children.some((child) => child.index);
    // A group's own screen is its index; a group without one shows the not-found page at its bare path.
    if (def.load) children.unshift({ index: true, Component: lazyOf(def.load), handle });
    else if (!hasIndex) children.unshift({ index: true, Component: lazyOf(notFound), handle: { name: 'page404', load: notFound } });
    return { path: def.path ?? '', caseSensitive: true, children };
  });
}

/**
 * A configured page: its family's screen, drawn at once; once the configuration is here (the
 * screen loads it under the shared key), a path it does not make is the 404 page.
 */
function ConfiguredPage() {
  const { pathname } = useLocation();
  const registry = useSWR<SchemaRegistry>(SCHEMA_REGISTRY_KEY).data;
  const screen = configuredScreen(pathname);
  const known = !registry || isConfiguredRoute(registry, pathname);
  const Page = lazyOf(known ? screen.load : notFound);
  return <Page key={pathname} />;
}

/** The routes inside the shell: the table, the /my aliases, and /user (this app) going home. */
export function appRoutes(): RouteObject[] {
  return [
    ...toRouteObjects(routeTable),
    ...MY_ALIASES.map(({ from, to }) => ({ path: from, caseSensitive: true, element: <RedirectKeepingQuery to={to} /> })),
    { path: '/user', caseSensitive: true, element: <RedirectKeepingQuery to="/" /> },
  ];
}
