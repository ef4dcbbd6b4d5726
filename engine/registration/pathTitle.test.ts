import { describe, expect, it } from 'vitest';
import type { FormConfig } from '../schemas/types';
import { pathTitle } from './pathTitle';

const form = (id: string, title: string, properties: Record<string, { title: string }>, extra: Partial<FormConfig> = {}) =>
  [id, { id, version: 1, title, schema: { type: 'object', properties }, ...extra } as unknown as FormConfig] as const;
const forms = new Map([form('fwxx', '房屋信息', { bdcqzmh: { title: '不动产权证书号' } }), form('applicant-individual', '申请人', { sqr_zjh: { title: '证件号码' } }, { variantOf: 'applicant' })]);

describe('pathTitle', () => {
  it('names the form and the field', () => {
    expect(pathTitle(forms, 'units.fwxx.bdcqzmh')).toBe('房屋信息：不动产权证书号');
    expect(pathTitle(forms, 'parties.0.sqr_zjh')).toBe('申请人：证件号码');
  });

  it('answers the path itself for what the forms do not have', () => {
    expect(pathTitle(forms, 'rights.zxdj.BDCZMH')).toBe('rights.zxdj.BDCZMH');
    expect(pathTitle(forms, 'units.fwxx.zl')).toBe('units.fwxx.zl');
  });
});
