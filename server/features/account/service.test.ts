import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../users/userRepository';
import { createAccountService, normalisePhone } from './service';
import type { AccountRepository } from '../../users/accountRepository';

const base: UserRow = {
  openid: 'o1', appid: 'app', nickname: 'n', headimgurl: '', name: '张建国', cardtype: '1', cardnum: '130402198503151231',
  phone: '13812345678', account: null, usertype: '0', sex: null, xzqdm: '130400', iswebuser: false, password_hash: null,
  real_name_auth: true, profile_refreshed_at: new Date(), created_at: new Date(), updated_at: new Date(),
};

function serviceFor(user: UserRow | undefined) {
  const repository = { findUser: async () => user } as unknown as AccountRepository;
  return createAccountService(repository, {} as never, {} as never, {} as never);
}

describe('validateUserInfo', () => {
  it('answers 4 without a user, 1 without name or ID, 2 without phone, 3 unverified, 0 otherwise', async () => {
    expect((await serviceFor(undefined).validateUserInfo('o1')).errcode).toBe(4);
    expect((await serviceFor({ ...base, cardnum: null }).validateUserInfo('o1')).errcode).toBe(1);
    expect((await serviceFor({ ...base, phone: null }).validateUserInfo('o1'))).toMatchObject({ errcode: 2, reason: 'precheck.incomplete' });
    expect((await serviceFor({ ...base, real_name_auth: false }).validateUserInfo('o1'))).toMatchObject({ errcode: 3, reason: 'precheck.notRealName' });
    expect((await serviceFor(base).validateUserInfo('o1'))).toMatchObject({ errcode: 0, reason: undefined, data: { qlxx_isshow: '1' } });
  });
  it('does not ask an enterprise account for the real-name check', async () => {
    expect((await serviceFor({ ...base, usertype: '1', real_name_auth: false }).validateUserInfo('o1')).errcode).toBe(0);
  });
});

describe('normalisePhone', () => {
  it('drops an 86 prefix and keeps 11 digits', () => {
    expect(normalisePhone(' 8613812345678 ')).toBe('13812345678');
    expect(normalisePhone('13812345678')).toBe('13812345678');
  });
});
