import { describe, expect, it } from 'vitest';
import { institutionText, newAccount } from './accountForm';

describe('the accounts page', () => {
  it('sends the institution with a new account only when the admin filled it', () => {
    const staff = { username: 'wang', name: '王审核', password: 'Secret-12345', roles: ['reviewer'] };
    expect(newAccount(staff)).toEqual(staff);
    expect(newAccount({ ...staff, roles: ['partner'], institutionName: '示例银行', creditCode: '91130400MA0ABCDE1X' })).toEqual({
      ...staff,
      roles: ['partner'],
      institution: { name: '示例银行', creditCode: '91130400MA0ABCDE1X' },
    });
    // Its contact phone goes with it when filled (docs/decisions/0079).
    expect(newAccount({ ...staff, roles: ['partner'], institutionName: '示例银行', creditCode: '91130400MA0ABCDE1X', institutionPhone: '13700310000' }).institution).toEqual({
      name: '示例银行',
      creditCode: '91130400MA0ABCDE1X',
      phone: '13700310000',
    });
  });

  it('shows the institution with its credit code and masked contact phone, nothing for registry staff', () => {
    expect(institutionText({ institution_name: '示例银行', institution_code: '91130400MA0ABCDE1X', institution_phone: null })).toBe('示例银行（91130400MA0ABCDE1X）');
    expect(institutionText({ institution_name: '示例银行', institution_code: '91130400MA0ABCDE1X', institution_phone: '137****0000' })).toBe('示例银行（91130400MA0ABCDE1X） 137****0000');
    expect(institutionText({ institution_name: null, institution_code: null, institution_phone: null })).toBe('');
  });
});
