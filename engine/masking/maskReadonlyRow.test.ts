import { describe, expect, it } from 'vitest';
import type { FormConfig } from '../schemas/types';
import { maskReadonlyRow } from './maskReadonlyRow';

const form = {
  id: 'applicant-individual',
  version: 1,
  title: '申请人',
  schema: { type: 'object', properties: { sqr_zjh: { type: 'string' }, sqr_tel: { type: 'string', format: 'phone' }, sqr_adress: { type: 'string' }, sqr_name: { type: 'string' } } },
} as unknown as FormConfig;
const text = (field: string, value: string) => maskReadonlyRow(form, { field, label: field, text: value }).text;

describe('maskReadonlyRow', () => {
  it('masks an ID number and a phone field, a landline too', () => {
    expect(text('sqr_zjh', '130402198503151231')).toBe('1304**********1231');
    expect(text('sqr_tel', '13812345678')).toBe('138****5678');
    expect(text('sqr_tel', '0310-3012345')).toBe('031*****2345');
  });
  it('masks a number written into free text, and leaves other text alone', () => {
    expect(text('sqr_adress', '复兴区 联系人13812345678')).toBe('复兴区 联系人138****5678');
    expect(text('sqr_name', '张建国')).toBe('张建国');
  });
});
