import { describe, expect, it } from 'vitest';
import { checkIcons } from './checkIcons';

const assets = new Set(['/icons/apply.svg', '/banners/banner-1.svg']);

describe('checkIcons', () => {
  it('reports an icon or banner the public folder does not have, wherever it is nested', () => {
    const menus = { menus: [{ imgpath: '/icons/apply.svg', secondmenus: [{ imgpath: '/icons/aply.svg' }] }] };
    expect(checkIcons('app/menus.json', menus, assets)).toEqual([
      { file: 'app/menus.json', pointer: '/menus/0/secondmenus/0/imgpath', reason: 'no picture "/icons/aply.svg" in the app\'s public folder (public/icons/aply.svg)' },
    ]);
    expect(checkIcons('app/app.json', { banners: [{ image: '/banners/banner-1.svg', imageEn: '/banners/banner-1-en.svg' }] }, assets)).toEqual([
      expect.objectContaining({ pointer: '/banners/0/imageEn' }),
    ]);
  });

  it('leaves other sites\' pictures, query strings and other keys alone', () => {
    const json = { image: 'https://cdn.example.com/a.png', imgpath: '/icons/apply.svg?v=2', url: '/icons/none.svg' };
    expect(checkIcons('f', json, assets)).toEqual([]);
  });
});
