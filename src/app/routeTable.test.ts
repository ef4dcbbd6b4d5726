import { describe, expect, it } from 'vitest';
import pagesFile from '../../schemas/app/pages.json';
import zhCN from '../../schemas/messages/zh-CN.json';
import { matchRoutes } from 'react-router-dom';
import { HOME_PATH } from './homePath';
import { appRoutes, MY_ALIASES, routeTable, screenOf, toRouteObjects, type RouteDef, type RouteHandle } from './routeTable';

function names(defs: RouteDef[]): string[] {
  return defs.flatMap((def) => [def.name, ...(def.children ? names(def.children) : [])]);
}

/** Route names of spec 000 section 2 and the filing/appointment routes of spec 001. */
const SPEC_ROUTES = [
  'home', 'apply', 'mine', 'logout', 'feedBack', 'feedBackDetail', 'feedBackList', 'commonQuesList', 'userInfo', 'ContactUs',
  'progressQuery', 'certificateQuery', 'dzzzQuery', 'record', 'dzzzrecord', 'dzzzverification', 'dzzzverificationrecord',
  'page404', 'news', 'guide', 'gsgg', 'laws', 'articlecontent', 'findaccept', 'prodoing', 'querycert', 'PDFview',
  'querycertrecord', 'catchcert', 'CatchCert_new', 'CatchCert_yhxz', 'waiting', 'seladd', 'sel', 'selapp',
  'appointment', 'apmorder', 'apmrecord', 'upload', 'gov', 'ok', 'zlxz', 'fwwd', 'yuyue', 'yuyueForm', 'yuyueDetail',
  'yuyueRecord', 'yuyuenosh', 'yuyueFormnosh', 'yuyueDetailnosh', 'fhtandzdtQuery', 'viewzdtfht',
];

/** The specification's paths of pages the configuration makes, by the screen that draws them. */
const CONFIGURED_PATHS: Record<string, string[]> = {
  fillPage: ['infofilldyqzy', 'infofilldyqsc', 'infofillydy', 'infofillyg_ydy', 'infofillygdj', 'infofillclfmm', 'infofillzxdj', 'infofillscdj', 'infofill'].map((name) => `/info/${name}`),
  subformPage: ['person', 'houseinfo', 'dyxxinfo', 'qlxxinfo', 'ygqlxx', 'dyqinfo', 'Dyqinfo'].map((name) => `/info/${name}`),
  detailPage: ['applyDetail', 'applyDetailDyqzy', 'applyDetailYdy', 'applyDetailYg_Ydy', 'applyDetailYgdj', 'applyDetailDyqsc', 'applyDetailClfmm', 'applyDetailZxdj', 'ApplyDetail'].map((name) => `/${name}`),
  previewPage: ['personD', 'houseD', 'dyxxD', 'qlxxD', 'ygqlxxD', 'dyqD'].map((name) => `/${name}`),
};

/** The screen the router shows at a path. */
function screenAt(path: string): string | undefined {
  const match = matchRoutes(appRoutes(), path)?.at(-1);
  return screenOf(match?.route.handle as RouteHandle | undefined, path)?.name;
}

describe('route table', () => {
  const all = names(routeTable);

  it('registers every route of the specification', () => {
    for (const name of SPEC_ROUTES) expect(all, name).toContain(name);
  });

  it('draws the configured pages of the specification by their generic screens, and nothing in code names them', () => {
    for (const [screen, paths] of Object.entries(CONFIGURED_PATHS)) {
      for (const path of paths) {
        expect(screenAt(path), path).toBe(screen);
        expect(all, path).not.toContain(path.split('/').pop());
      }
    }
    expect(screenAt('/news')).toBe('news');
    expect(screenAt('/my/feedBack')).toBe('feedBack');
    expect(screenAt('/no-such-page')).toBe('page404');
    expect(screenAt('/info/a/b')).toBe('page404');
  });

  it('gives every screen route a title in pages.json whose key is in the catalogue', () => {
    const titled = new Map(pagesFile.pages.map((p) => [p.name, p.titleKey]));
    const screens = [...all.filter((name) => name !== 'my' && name !== 'info' && name !== 'configuredPage'), ...Object.keys(CONFIGURED_PATHS)];
    for (const name of screens) {
      expect(titled.has(name), `pages.json lacks ${name}`).toBe(true);
      expect(Object.keys(zhCN), `catalogue lacks ${titled.get(name)}`).toContain(titled.get(name));
    }
  });

  it('keeps the refresh icon on exactly the five titles', () => {
    const refresh = pagesFile.pages.filter((p) => 'refresh' in p && p.refresh).map((p) => p.name).sort();
    expect(refresh).toEqual(['certificateQuery', 'dzzzrecord', 'dzzzverificationrecord', 'querycertrecord', 'record']);
  });

  it('puts the route named home where the way back home (页面不存在) leads', () => {
    expect(routeTable.find((def) => def.name === 'home')?.path).toBe(HOME_PATH);
    expect(HOME_PATH).toBe('/');
  });

  it('has no duplicate paths', () => {
    const paths: string[] = [];
    const walk = (defs: RouteDef[], base: string) => {
      for (const def of defs) {
        if (def.index) continue;
        const own = def.path!.startsWith('/') ? def.path! : `${base === '/' ? '' : base}/${def.path}`;
        paths.push(own);
        if (def.children) walk(def.children, own);
      }
    };
    walk(routeTable, '');
    expect(new Set(paths).size).toBe(paths.length);
    for (const alias of MY_ALIASES) expect(paths).not.toContain(alias.from);
  });

  it('makes case-sensitive router objects, one index screen per group', () => {
    const objects = toRouteObjects(routeTable);
    const home = objects.find((o) => o.path === '/')!;
    expect(home.caseSensitive).toBe(true);
    expect(home.children?.[0]).toMatchObject({ index: true, handle: { name: 'home' } });
    const info = objects.find((o) => o.path === '/info')!;
    expect(info.children?.[0]).toMatchObject({ index: true, handle: { name: 'page404' } });
  });
});
