import { describe, expect, it } from 'vitest';
import { maskedValue } from './maskedValue';

describe('maskedValue', () => {
  it('masks a field declared an ID or phone number whole, whatever it holds', () => {
    expect(maskedValue('130402198503151231', { format: 'idcard' })).toBe('1304**********1231');
    expect(maskedValue('A1234567', { format: 'agentId' })).toBe('******67');
    expect(maskedValue('03105551234', { format: 'phone' })).toBe('031****1234');
    expect(maskedValue('13812345678', { format: 'mobile' })).toBe('138****5678');
  });

  it('masks the numbers inside any other text and leaves the rest', () => {
    expect(maskedValue('130402198503151231', undefined)).toBe('1304**********1231');
    expect(maskedValue('电话 13812345678 张三', { type: 'string' })).toBe('电话 138****5678 张三');
    expect(maskedValue('复兴区锦绣花园3号楼', undefined)).toBe('复兴区锦绣花园3号楼');
  });
});
