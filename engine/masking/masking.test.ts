import { describe, expect, it } from 'vitest';
import { maskIdNumber } from './maskIdNumber';
import { maskPhone } from './maskPhone';
import { maskSensitiveText } from './maskSensitiveText';

describe('masking', () => {
  it('hides the birth date of an ID number', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskIdNumber('')).toBe('');
  });
  it('hides the middle of a phone number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('masks numbers inside free text', () => {
    expect(maskSensitiveText('id=11010519491231002X phone 13812345678 ok')).toBe('id=1101**********002X phone 138****5678 ok');
  });
});

describe('maskSensitiveText catches the forms people write (issue 11)', () => {
  const MASKED_ID = '1304**********1231';
  it.each([
    ['glued to letters', 'ID130402198503151231', `ID${MASKED_ID}`],
    ['after a JSON newline escape', '"detail":"\\n130402198503151231"', `"detail":"\\n${MASKED_ID}"`],
    ['with a lower-case x', '身份证11010519491231002x', '身份证1101**********002X'],
    ['grouped with spaces', '证件 1304 0219 8503 1512 31 号', `证件 ${MASKED_ID} 号`],
    ['grouped 6-8-4', '130402 19850315 1231', MASKED_ID],
    ['with hyphens', '130402-19850315-1231', MASKED_ID],
    ['in full-width digits', '１３０４０２１９８５０３１５１２３１', MASKED_ID],
    ['a 15-digit ID', 'old 130402850315123 card', 'old 1304*******5123 card'],
  ])('an ID number %s', (_form, text, masked) => {
    expect(maskSensitiveText(text)).toBe(masked);
  });

  it.each([
    ['with country code and hyphens', '86-138-1234-5678', '138****5678'],
    ['with +86', '+8613812345678', '138****5678'],
    ['grouped with spaces', '电话 138 1234 5678', '电话 138****5678'],
    ['in full-width digits', '１３８１２３４５６７８', '138****5678'],
    ['glued to letters', 'tel13812345678', 'tel138****5678'],
  ])('a phone number %s', (_form, text, masked) => {
    expect(maskSensitiveText(text)).toBe(masked);
  });

  it('masks an ID number by its check digit and a mobile by its pattern, never a landline, a date or a reference (issue 27)', () => {
    expect(maskSensitiveText('2026-11-27 0310-3196700')).toBe('2026-11-27 0310-3196700');
    expect(maskSensitiveText('订单号 202611270310319670')).toBe('订单号 202611270310319670');
    expect(maskSensitiveText('回电 0310 3196700 或 13812345678')).toBe('回电 0310 3196700 或 138****5678');
    expect(maskSensitiveText('旧证 130402850315123')).toBe('旧证 1304*******5123');
    expect(maskSensitiveText('旧证 130402851315123')).toBe('旧证 130402851315123');
  });

  it('leaves other numbers alone', () => {
    for (const text of ['2024-01-01 12:00', 'DJ2024A00158', 'reqseq 1700000000000', '12345', '冀(2019)邯郸市不动产权第0016875号']) {
      expect(maskSensitiveText(text)).toBe(text);
    }
  });
});
