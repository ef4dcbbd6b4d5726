import { describe, expect, it } from 'vitest';
import { checkMenus } from './checkMenus';
import type { KnownRoutes } from './checkRouteRef';

const known: KnownRoutes = {
  registry: { pages: new Map(), subformRoutes: undefined },
  present: { forms: new Set(), dictionaries: new Set(), titles: new Set(), pages: new Map() },
  screens: new Set(['seladd', 'prodoing']),
};

describe('checkMenus', () => {
  it('names the tile whose in-app address leads nowhere, and leaves outside links and groups alone', () => {
    const menus = {
      menus: [
        { url: '', secondmenus: [{ url: '/seladd' }, { url: 'https://example.gov.cn/x' }, { url: '/nowhere' }] },
        { url: '/prodoing?tab=1' },
      ],
    };
    expect(checkMenus('app/menus.json', menus, known)).toEqual([
      { file: 'app/menus.json', pointer: '/menus/0/secondmenus/2/url', reason: expect.stringContaining('unknown page "/nowhere"') },
    ]);
  });
});
