import { describe, expect, it } from 'vitest';
import type { PageConfig, SubformRouteTable } from '../schemas/types';
import { checkRouteRef, routeRefProblem, type KnownRoutes } from './checkRouteRef';

const known: KnownRoutes = {
  registry: {
    pages: new Map([['applyDetailZydj', { id: 'applyDetailZydj', kind: 'detail', route: '/applyDetailZydj', sections: [] } as unknown as PageConfig]]),
    subformRoutes: { id: 'subform-routes', routes: [{ route: '/info/zyxxinfo', form: 'zyxx', readonlyRoute: '/zyxxD' }] } as SubformRouteTable,
  },
  present: { forms: new Set(), dictionaries: new Set(), titles: new Set(), pages: new Map([['infofillbroken', 'fill']]) },
  screens: new Set(['home', 'upload', 'certificateQuery', 'gov']),
  screenPaths: ['/gov/:type'],
};

describe('routeRefProblem', () => {
  it('accepts configured pages, pages whose file is broken, and screens of pages.json', () => {
    for (const route of ['/applyDetailZydj', '/info/zyxxinfo', '/zyxxD?type=1', '/info/infofillbroken', '/upload', '/my/certificateQuery', '/', '/gov/tzgg']) {
      expect(routeRefProblem(route, known), route).toBeUndefined();
    }
  });

  it('names a path no configuration and no screen makes', () => {
    expect(routeRefProblem('/info/nope', known)).toContain('unknown page "/info/nope"');
    expect(routeRefProblem('/nopeD', known)).toContain('no page, sub-form route or read-only route');
    expect(routeRefProblem('/my/nowhere', known)).toContain('no screen "nowhere" in app/pages.json');
    expect(routeRefProblem('/gov/tzgg/more', known)).toContain('no screen "more" in app/pages.json');
  });

  it('reports it at its file and pointer, and nothing for an absent address', () => {
    expect(checkRouteRef('pages/fill/x.json', '/info/nope', '/next/route', known)).toEqual([{ file: 'pages/fill/x.json', pointer: '/next/route', reason: expect.stringContaining('"/info/nope"') }]);
    expect(checkRouteRef('pages/fill/x.json', undefined, '/next/route', known)).toEqual([]);
  });
});
