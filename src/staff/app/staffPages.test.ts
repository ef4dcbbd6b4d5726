import { describe, expect, it } from 'vitest';
import { translateStaff, type StaffMessageKey } from '../../../engine/i18n/translateStaff';
import { homePath, menuItems, selectedMenuKey, STAFF_PAGES } from './staffPages';

const t = (key: StaffMessageKey) => translateStaff('zh-CN', key);

describe('the staff pages', () => {
  it('make the menu of the pages the server lists for the member, in its order', () => {
    expect(menuItems(['accounts', 'audit', 'outbox'], t)).toEqual([
      { key: 'accounts', label: '工作人员管理', path: '/accounts' },
      { key: 'audit', label: '审计日志', path: '/audit' },
      { key: 'outbox', label: '消息投递', path: '/outbox' },
    ]);
    expect(menuItems(['partner'], t)).toEqual([{ key: 'partner', label: '涉及本机构的申请', path: '/partner' }]);
  });

  it('leave out a page the app does not know rather than label it as another', () => {
    expect(menuItems(['queue', 'schedules'], t).map((item) => item.key)).toEqual(['queue']);
  });

  it('open the first page the member may open at /staff', () => {
    expect(homePath(['partner'])).toBe('/partner');
    expect(homePath(['queue', 'accounts'])).toBe('/queue');
    expect(homePath([])).toBeUndefined();
    expect(homePath(['content'])).toBeUndefined();
  });

  it('mark the menu entry of the page open (none for the case file, which is opened from the queue)', () => {
    expect(selectedMenuKey('/queue')).toBe('queue');
    expect(selectedMenuKey('/partner/abc')).toBe('partner');
    expect(selectedMenuKey('/applications/abc')).toBe('applications');
  });

  it('give every page a label of the staff catalogue and unique routes', () => {
    const paths = Object.values(STAFF_PAGES).flatMap((page) => page.routes.map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of Object.values(STAFF_PAGES)) expect(t(page.label)).not.toBe(page.label);
  });
});
