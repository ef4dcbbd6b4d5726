import { describe, expect, it } from 'vitest';
import { hasIdNumberShape, idCardCheckDigit, isIdCard } from './idCard';

describe('isIdCard', () => {
  it('accepts valid 18-character numbers, including the X check digit in either case', () => {
    for (const id of ['11010519491231002X', '11010519491231002x', '110101199003074477', '440308199901010012', '510107198001010013']) {
      expect(isIdCard(id), id).toBe(true);
    }
  });
  it('accepts a valid 15-digit first-generation number', () => {
    expect(isIdCard('110105491231002')).toBe(true);
  });
  it('refuses a wrong check digit', () => {
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isIdCard('110101199003074478')).toBe(false);
  });
  it('refuses an unknown province code', () => {
    expect(isIdCard('10010519491231002X'.slice(0, 17) + idCardCheckDigit('100105194912310020'))).toBe(false);
    expect(isIdCard('991234567890123')).toBe(false);
  });
  it('refuses impossible birth dates', () => {
    const first17 = '11010519490230002'; // 30 February
    expect(isIdCard(first17 + idCardCheckDigit(first17))).toBe(false);
    expect(isIdCard('110105491331002')).toBe(false); // month 13
  });
  it('refuses wrong lengths and characters', () => {
    for (const id of ['', '1101051949123100', '1101051949123100211', '11010519491231002Y', 'abcdefghijklmno', null, 11010119900307]) {
      expect(isIdCard(id)).toBe(false);
    }
  });
  it('computes the check digit with the weights 7,9,10,5,8,4,2,1,6,3,... and the set 1,0,X,9,...', () => {
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(idCardCheckDigit('11010119900307447')).toBe('7');
  });
});

describe('hasIdNumberShape', () => {
  it('takes 15 digits, or 17 digits then a digit or X in either case, with no date or check digit test', () => {
    for (const shaped of ['130402850315123', '130402198503151231', '13040219850315123x', '99999999999999999X']) expect(hasIdNumberShape(shaped)).toBe(true);
    for (const other of ['12345', '1304021985031512311', '13040219850315123Y', ' 130402198503151231', 42]) expect(hasIdNumberShape(other)).toBe(false);
  });
});

