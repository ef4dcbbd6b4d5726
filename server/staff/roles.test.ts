import { describe, expect, it } from 'vitest';
import { institutionRefusal } from './roles';

const bank = { name: '邯郸市示范商业银行股份有限公司', creditCode: '91130400MA0000000X' };

describe('institutionRefusal', () => {
  it('lets a partner hold the partner role alone, with its institution', () => {
    expect(institutionRefusal(['partner'], bank)).toBeUndefined();
    expect(institutionRefusal(['partner', 'reviewer'], bank)).toBe('staff.partnerAlone');
    expect(institutionRefusal(['partner'], null)).toBe('staff.institutionRequired');
  });
  it('refuses a credit code that is not 18 digits and capitals (no I, O, S, V, Z)', () => {
    expect(institutionRefusal(['partner'], { ...bank, creditCode: '91130400MA000000' })).toBe('staff.creditCodeRule');
    expect(institutionRefusal(['partner'], { ...bank, creditCode: '91130400MA0000000O' })).toBe('staff.creditCodeRule');
  });
  it('gives registry staff no institution', () => {
    expect(institutionRefusal(['reviewer'], undefined)).toBeUndefined();
    expect(institutionRefusal(['reviewer'], bank)).toBe('staff.institutionOnlyPartner');
  });
});
