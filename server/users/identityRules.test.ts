import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../engine/i18n/translate';
import { createSchemaStore } from '../schemas/schemaStore';
import { createSchemaService } from '../schemas/service';
import type { DomainRefusal } from '../domain/refusal';
import { checkProfileFields } from './identityRules';

const schemas = createSchemaService(createSchemaStore());

const tr = (key: MessageKey, params?: Record<string, string | number>) => translate('zh-CN', key, params);
const refusal = (values: Parameters<typeof checkProfileFields>[1], fields: Parameters<typeof checkProfileFields>[2] = ['name', 'cardnum', 'phone']) => {
  try {
    checkProfileFields(schemas, values, fields);
    return undefined;
  } catch (error) {
    const { reason } = error as DomainRefusal;
    return typeof reason === 'string' ? tr(reason) : reason(tr);
  }
};

describe('checkProfileFields: the profile form, applied on the server', () => {
  it('refuses a person as the browser does: missing name or ID, a non-Chinese name, a wrong check digit, a bad phone', () => {
    expect(refusal({ usertype: '0', name: '', cardnum: '', phone: '13800138000' })).toBe('请先填写姓名和身份证号');
    expect(refusal({ usertype: '0', name: 'Tom', cardnum: '11010519491231002X', phone: '13800138000' })).toBe('姓名格式不对哦~');
    expect(refusal({ usertype: '0', name: '张三', cardnum: '110105194912310021', phone: '13800138000' })).toBe('身份证号格式不对哦~');
    expect(refusal({ usertype: '0', name: '张三', cardnum: '11010519491231002X', phone: '1234' })).toBe('手机号码格式不对哦~');
    expect(refusal({ usertype: '0', name: '张三', cardnum: '11010519491231002X', phone: '13800138000' })).toBeUndefined();
  });

  it('takes an enterprise name of 2 to 50 characters and a credit code of 8 to 30 letters and digits', () => {
    const company = { usertype: '1', name: '邯郸冀南置业有限公司', cardnum: '91130400MA0CXXXX1B', phone: '13800138000' };
    expect(refusal(company)).toBeUndefined();
    expect(refusal({ ...company, name: '邯' })).toBe('姓名格式不对哦~');
    expect(refusal({ ...company, cardnum: '91-1304' })).toBe('身份证号格式不对哦~');
  });

  it('checks only the fields asked for (the face check has no phone)', () => {
    expect(refusal({ usertype: '0', name: '张三', cardnum: '11010519491231002X' }, ['name', 'cardnum'])).toBeUndefined();
  });
});
