import { describe, expect, it } from 'vitest';
import type { PageConfig, SubformRouteTable } from '../schemas/types';
import { isConfiguredRoute } from './isConfiguredRoute';

const pages = new Map<string, PageConfig>([
  ['infofillzydj', { id: 'infofillzydj', kind: 'fill', route: '/info/infofillzydj', title: '赠与', sections: [] } as unknown as PageConfig],
  ['applyDetailZydj', { id: 'applyDetailZydj', kind: 'detail', route: '/applyDetailZydj', title: '赠与', sections: [{ id: 'zy', kind: 'rights', viewRoute: '/zyD', editRoute: '/info/elsewhere' }] } as unknown as PageConfig],
]);
const subformRoutes = { id: 'subform-routes', routes: [{ route: '/info/zyxxinfo', form: 'zyxx', readonlyRoute: '/zyxxD' }] } as SubformRouteTable;

describe('isConfiguredRoute', () => {
  it('knows pages, sub-form routes, their read-only routes, the previews pages link to and the generic detail route', () => {
    for (const path of ['/info/infofillzydj', '/info/zyxxinfo', '/zyxxD', '/applyDetail', '/applyDetailZydj', '/zyD']) expect(isConfiguredRoute({ pages, subformRoutes }, path), path).toBe(true);
  });

  it('knows nothing else, even of the same shape or named by a section (only a preview is made by its link)', () => {
    for (const path of ['/info/infofillnope', '/info/nope', '/nopeD', '/applyDetailNope', '/info/elsewhere']) expect(isConfiguredRoute({ pages, subformRoutes }, path), path).toBe(false);
    expect(isConfiguredRoute({ pages: new Map(), subformRoutes: undefined }, '/info/zyxxinfo')).toBe(false);
  });
});
