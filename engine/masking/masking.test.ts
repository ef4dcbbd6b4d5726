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
    expect(maskSensitiveText('id=11010519491231002X phone 13812345678 ok')).toBe(
      'id=1101**********002X phone 138****5678 ok',
    );
  });
});
