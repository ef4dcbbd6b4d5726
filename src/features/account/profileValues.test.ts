import { describe, expect, it } from 'vitest';
import { profileChanges, profileValuesOf } from './profileValues';

describe('profile values', () => {
  it('trims, writes the ID number in capitals and turns missing values into empty text', () => {
    expect(profileValuesOf({ name: ' 张三 ', cardnum: '11010519491231002x', phone: undefined, usertype: '0' })).toEqual({
      name: '张三',
      cardnum: '11010519491231002X',
      phone: '',
    });
  });
  it('tells a changed identity from a changed phone, and nothing while the profile loads', () => {
    const saved = { name: '张三', cardnum: '11010519491231002X', phone: '13800138000' };
    expect(profileChanges(saved, saved)).toEqual({ identityChanged: false, phoneChanged: false });
    expect(profileChanges({ ...saved, name: '张四' }, saved)).toEqual({ identityChanged: true, phoneChanged: false });
    expect(profileChanges({ ...saved, phone: '13900139000' }, saved)).toEqual({ identityChanged: false, phoneChanged: true });
    expect(profileChanges(saved, undefined)).toEqual({ identityChanged: false, phoneChanged: false });
  });
});
