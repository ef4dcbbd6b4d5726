import { describe, expect, it } from 'vitest';
import zhCN from '../../schemas/messages/staff/zh-CN.json' with { type: 'json' };
import en from '../../schemas/messages/staff/en.json' with { type: 'json' };
import { translateStaff } from './translateStaff';

describe('translateStaff', () => {
  it('reads the staff catalogue of a language, with parameters', () => {
    expect(translateStaff('zh-CN', 'staff.locked', { minutes: 15 })).toBe('登录失败次数过多，账户已锁定，请15分钟后再试');
    expect(translateStaff('en', 'staff.signInFailed', { times: 5, minutes: 15 })).toBe(
      'Wrong username or password. An account is locked for 15 minutes after 5 failed sign-ins in a row; the system admin can unlock it',
    );
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
  });
});
