import { describe, expect, it } from 'vitest';
import { inLocale } from './inLocale';

describe('inLocale', () => {
  const menus = [{ menuname: '查询服务', menunameEn: 'Queries', bz: '证书查询', secondmenus: [{ menuname: '进度查询', menunameEn: 'Progress', bz: '', url: '/findaccept' }] }];

  it('puts the English of every field that has one in its place, nested lists too', () => {
    expect(inLocale(menus, 'en')).toEqual([{ menuname: 'Queries', bz: '证书查询', secondmenus: [{ menuname: 'Progress', bz: '', url: '/findaccept' }] }]);
  });

  it('answers Chinese as written, without the English fields', () => {
    expect(inLocale(menus, 'zh-CN')).toEqual([{ menuname: '查询服务', bz: '证书查询', secondmenus: [{ menuname: '进度查询', bz: '', url: '/findaccept' }] }]);
  });
});
