import { describe, expect, it } from 'vitest';
import { presentMe, presentOwnUserInfo } from './presentMe';
import type { UserRow } from './userRepository';

const user: UserRow = {
  openid: 'o1', appid: 'app', nickname: 'n', headimgurl: '', name: '张建国', cardtype: '1', cardnum: '130402198503151231',
  phone: '13812345678', account: null, usertype: '0', sex: null, xzqdm: '130400', iswebuser: false, password_hash: 'scrypt$hash',
  real_name_auth: true, profile_refreshed_at: new Date(), created_at: new Date(), updated_at: new Date(),
};

describe('presentMe', () => {
  it('masks ID and phone and gives the verified flags as the spec types them', () => {
    const me = presentMe(user);
    expect(me.CARDNUM).toBe('1304**********1231');
    expect(me.mobile).toBe('138****5678');
    expect(me.isRealNameAuth).toBe('true');
    expect(me.realNameAuthentication).toBe(1);
  });
  it('gives the owner their own numbers unmasked, and whether a password is set but never its hash', () => {
    const own = presentOwnUserInfo(user);
    expect(own.cardnum).toBe('130402198503151231');
    expect(own.haspwd).toBe('1');
    expect(JSON.stringify(own)).not.toMatch(/password|scrypt/);
    expect(presentOwnUserInfo({ ...user, password_hash: null }).haspwd).toBe('0');
  });
});
