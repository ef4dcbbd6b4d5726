import { describe, expect, it } from 'vitest';
import type { FormConfig, JsonSchema } from '../schemas/types';
import { createEngineAjv } from './createEngineAjv';
import type { CompiledValidate } from './types';
import { validateForm } from './validateForm';

/** A form exercising every generic message of spec 001 section 5 and spec 000 section 5. */
const schema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '姓名', format: 'cnName', 'x-messages': { required: 'rights.czfsEmpty' } },
    id: { type: 'string', title: '身份证号', format: 'idcard' },
    phone: { type: 'string', title: '手机', format: 'mobile' },
    codePhone: { type: 'string', title: '手机', format: 'sendcodeMobile' },
    email: { type: 'string', title: '邮箱', format: 'email' },
    chinese: { type: 'string', title: '单位', format: 'chinese' },
    password: { type: 'string', title: '密码', minLength: 6, maxLength: 12 },
    password2: { type: 'string', title: '确认密码', sameAs: 'password' },
    note: { type: 'string', title: '备注' },
    when: { type: 'string', title: '日期', format: 'date' },
    amount: { type: 'number', title: '金额', minimum: 0 },
  },
  required: ['name', 'note', 'when'],
};
const form: FormConfig = { id: 'messages', version: 1, title: 'messages', schema };
const validate = createEngineAjv().compile(schema) as CompiledValidate;
const messages = (data: Record<string, unknown>, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  Object.fromEntries(validateForm({ form, schema, validate, data, locale }).errors.map((error) => [error.field, error.message]));

const valid = { name: '张三', note: 'x', when: '2024-01-01' };

describe('generic messages', () => {
  it('required: 必填哦, 必填 for dates, a field may give its own (持证方式不能为空)', () => {
    expect(messages({})).toEqual({ name: '持证方式不能为空', note: '必填哦', when: '必填' });
  });
  it('formats: type name plus 格式不对哦~, and the specification wording for ID cards and the send-code number', () => {
    expect(
      messages({ ...valid, name: '张', id: '123', phone: '12345', codePhone: '12345', email: 'x', chinese: 'abc', when: '1900-01-01', amount: 'x' }),
    ).toEqual({
      name: '姓名格式不对哦~',
      id: '身份证格式有误!',
      phone: '手机号码格式不对哦~',
      codePhone: '请输入正确的手机号',
      email: '邮箱格式不对哦~',
      chinese: '中文格式不对哦~',
      when: '日期格式不对哦~',
      amount: '数字格式不对哦~',
    });
  });
  it('lengths and equality', () => {
    expect(messages({ ...valid, password: 'abc', password2: 'abd' })).toEqual({ password: '最少应该输入6个字符哦', password2: '输入不一致' });
    expect(messages({ ...valid, password: 'abcdefghijklm', password2: 'abcdefghijklm' })).toEqual({ password: '最多可以输入12个字符哦' });
    expect(messages({ ...valid, password: 'abcdefg', password2: 'abcdefg' })).toEqual({});
  });
  it('bounds', () => {
    expect(messages({ ...valid, amount: -1 })).toEqual({ amount: '不能小于0' });
  });
  it('in English', () => {
    expect(messages({ ...valid, phone: '1' }, 'en')).toEqual({ phone: 'Mobile number is not in the right format' });
  });
});
