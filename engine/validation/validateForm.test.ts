import { describe, expect, it } from 'vitest';
import { computeFieldPlan } from '../rules/computeFieldPlan';
import type { Dictionary } from '../schemas/types';
import { loadTestRegistry, testForm } from './testing';
import { validateForm } from './validateForm';

const registry = loadTestRegistry();

function check(formId: string, data: Record<string, unknown>, options: { locale?: 'zh-CN' | 'en'; dictionaries?: Map<string, Dictionary>; titleConfig?: string } = {}) {
  const { form, resolved, validate } = testForm(options.dictionaries ? { ...registry, dictionaries: options.dictionaries } : registry, formId);
  const plan = computeFieldPlan(form, { data, titleConfig: options.titleConfig ? registry.titles.get(options.titleConfig) : undefined });
  return validateForm({ form, schema: resolved.schema, validate, data, plan, locale: options.locale });
}

const goodPerson = {
  sqr_type: '2',
  sqr_name: '张三',
  sqr_zjlx: '1',
  sqr_zjh: '11010519491231002X',
  sqr_tel: '13800138000',
  sqr_adress: '邯郸市丛台区人民路1号',
};

describe('individual applicant, in the order of spec 001 section 5', () => {
  it('accepts a complete applicant', () => {
    const result = check('applicant-individual', goodPerson);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
  it('shows the first failing check: name, agent ID, phone, ID, address', () => {
    const empty = check('applicant-individual', { sqr_type: '2', sqr_zjlx: '1', sqr_qt_zjh: '123' });
    expect(empty.errors.map((error) => error.message)).toEqual([
      '姓名不能为空',
      '代理人身份证号有误!',
      '联系方式不能为空',
      '请输入合法的证件号码',
      '联系地址不能为空',
    ]);
    expect(empty.first?.message).toBe('姓名不能为空');
    expect(check('applicant-individual', { ...goodPerson, sqr_name: ' ', sqr_tel: '' }).first?.message).toBe('姓名不能为空');
    expect(check('applicant-individual', { ...goodPerson, sqr_qt_zjh: '12345' }).first?.message).toBe('代理人身份证号有误!');
    expect(check('applicant-individual', { ...goodPerson, sqr_tel: '' }).first?.message).toBe('联系方式不能为空');
    expect(check('applicant-individual', { ...goodPerson, sqr_adress: '' }).first?.message).toBe('联系地址不能为空');
  });
  it('with ID type 1 the ID must be a valid identity card, otherwise only non-empty', () => {
    expect(check('applicant-individual', { ...goodPerson, sqr_zjh: '110105194912310021' }).first?.message).toBe('请输入合法的证件号码');
    expect(check('applicant-individual', { ...goodPerson, sqr_zjh: '' }).first?.message).toBe('请输入合法的证件号码');
    expect(check('applicant-individual', { ...goodPerson, sqr_zjlx: '3', sqr_zjh: 'E12345678' }).valid).toBe(true);
    expect(check('applicant-individual', { ...goodPerson, sqr_zjlx: '3', sqr_zjh: '' }).first?.message).toBe('证件号码不能为空');
  });
  it('refuses a company ID type for an individual', () => {
    expect(check('applicant-individual', { ...goodPerson, sqr_zjlx: '7' }).first?.message).toBe('证件类型格式不对哦~');
  });
  it('speaks English when asked', () => {
    expect(check('applicant-individual', { ...goodPerson, sqr_name: '' }, { locale: 'en' }).first?.message).toBe('Name must not be empty');
  });
});

describe('company applicant', () => {
  const company = { sqr_type: '1', sqr_name: '示范银行', sqr_zjlx: '7', sqr_zjh: '91130400MA0000000X', sqr_tel: '0310-1234567' };
  it('requires name, phone and certificate number in that order; address and legal representative are optional', () => {
    expect(check('applicant-company', company).valid).toBe(true);
    expect(check('applicant-company', { sqr_type: '1', sqr_zjlx: '7' }).errors.map((error) => error.message)).toEqual([
      '公司名称不能为空',
      '联系方式不能为空',
      '证件号不能为空',
    ]);
  });
  it('checks the agent phone as a China mobile number', () => {
    expect(check('applicant-company', { ...company, sqr_qt_tel: '12345' }).first?.message).toBe('手机号码格式不对哦~');
    expect(check('applicant-company', { ...company, sqr_qt_tel: '8613800138000' }).valid).toBe(true);
  });
});

describe('mortgage rights (dyqxx)', () => {
  const base = { dyfs: '1', bdbzzqse: '80', zqlxqx_start: '2024-01-01', zqlxqx_end: '2044-01-01', czfs: '01', sfhbzs: '0', jgdw: '1' };
  it('accepts way 1 with the secured principal, and turns typed numbers into numbers', () => {
    const result = check('dyqxx', base);
    expect(result.valid).toBe(true);
    expect(result.data.bdbzzqse).toBe(80);
  });
  it('requires creditor dates (必填 for dates) and the secured principal for way 1', () => {
    const result = check('dyqxx', { dyfs: '1', czfs: '01', sfhbzs: '0', jgdw: '1' });
    expect(result.errors.map((error) => [error.field, error.message])).toEqual([
      ['zqlxqx_start', '必填'],
      ['zqlxqx_end', '必填'],
      ['bdbzzqse', '必填哦'],
    ]);
  });
  it('way 2 requires the maximum claim amount and drops the hidden secured principal', () => {
    const result = check('dyqxx', { ...base, dyfs: '2', bdbzzqse: '80' });
    expect(result.first?.field).toBe('zgzqse');
    const ok = check('dyqxx', { ...base, dyfs: '2', zgzqse: 200, zgzqqdss: '确定' });
    expect(ok.valid).toBe(true);
    expect(ok.data).not.toHaveProperty('bdbzzqse');
  });
  it('refuses dates outside 1949 to 2099 and numbers that are not numbers', () => {
    expect(check('dyqxx', { ...base, zqlxqx_end: '2100-01-01' }).first?.message).toBe('日期格式不对哦~');
    expect(check('dyqxx', { ...base, bdbzzqse: '八十' }).first?.message).toBe('数字格式不对哦~');
  });
  it('drops unknown fields', () => {
    expect(check('dyqxx', { ...base, hacker: 'x' }).data).not.toHaveProperty('hacker');
  });
});

describe('rights info and lengths', () => {
  it('warns first when the holding-mode, certificate-count or price-unit lists are empty', () => {
    const dictionaries = new Map(registry.dictionaries);
    for (const id of ['CZFS', 'SFHBZS', 'JGDW']) dictionaries.set(id, { id, name: id, items: [] });
    const result = check('qlxx', { qdjg: 1 }, { dictionaries });
    expect(result.errors.slice(0, 3).map((error) => error.message)).toEqual(['持证方式不能为空', '证书个数不能为空', '价格单位不能为空']);
  });
  it('requires holding mode, certificate count and transaction amount', () => {
    expect(check('qlxx', { czfs: '01', sfhbzs: '0', jgdw: '1' }).first).toMatchObject({ field: 'qdjg', message: '必填哦' });
  });
  it.each(['qlxx', 'ygqlxx', 'dyqxx', 'ydyqlxx'])('%s: an unset hold mode, certificate count or price unit answers the L271 message, not 必填', (formId) => {
    const messages = check(formId, {}).errors.map((error) => error.message);
    expect(messages.slice(0, 3)).toEqual(['持证方式不能为空', '证书个数不能为空', '价格单位不能为空']);
  });
  it('says the maximum length', () => {
    expect(check('qlxx', { czfs: '01', sfhbzs: '0', jgdw: '1', qdjg: 1, djyy: '长'.repeat(201) }).first?.message).toBe('最多可以输入200个字符哦');
  });
});

describe('units follow the title configuration', () => {
  it('requires certificate number, unit number and area, except the certificate number for qllx 423', () => {
    const mortgage = check('fwxx', { zl: '人民路1号' }, { titleConfig: 'fwxx-mortgage' });
    expect(mortgage.errors.map((error) => error.field)).toEqual(['bdcqzmh', 'bdcdyh', 'fwsyqmj']);
    const ygYdy = check('fwxx', { zl: '人民路1号' }, { titleConfig: 'fwxx-yg-ydy' });
    expect(ygYdy.errors.map((error) => error.field)).toEqual(['bdcdyh', 'fwsyqmj']);
  });
  it('drops values of fields the title configuration hides', () => {
    const result = check('fwxx', { bdcqzmh: 'a', bdcdyh: '130402001001GB00001F00010001', zl: 'c', fwsyqmj: 1, qdjg: 100 }, { titleConfig: 'fwxx-mortgage' });
    expect(result.valid).toBe(true);
    expect(result.data).not.toHaveProperty('qdjg');
  });
});

describe('cancellation', () => {
  it('requires the certificate number only', () => {
    expect(check('zxdj', {}).errors.map((error) => error.field)).toEqual(['BDCZMH']);
    expect(check('zxdj', { BDCZMH: '冀(2022)第1号' }).valid).toBe(true);
  });
});

describe('own profile (the /userInfo page, spec 000 section 5)', () => {
  const person = { usertype: '0', name: '张三', cardnum: '11010519491231002X', phone: '13800138000' };
  it('gives the messages the page and the server give, in the order name, ID, phone', () => {
    expect(check('profile', person).valid).toBe(true);
    expect(check('profile', { ...person, name: '', cardnum: '' }).first?.message).toBe('请先填写姓名和身份证号');
    expect(check('profile', { ...person, cardnum: '' }).first?.message).toBe('请先填写姓名和身份证号');
    expect(check('profile', { ...person, name: 'Tom' }).first?.message).toBe('姓名格式不对哦~');
    expect(check('profile', { ...person, cardnum: '110105194912310021' }).first?.message).toBe('身份证号格式不对哦~');
    expect(check('profile', { ...person, phone: '1234' }).first?.message).toBe('手机号码格式不对哦~');
    // An empty phone is missing, not badly formed (issue 22).
    expect(check('profile', { ...person, phone: '' }).first?.message).toBe('必填哦');
    expect(check('profile', { ...person, phone: '8613800138000' }).valid).toBe(true);
  });
  it('checks name and ID formats for a person only: an enterprise gives its name and credit code', () => {
    const company = { usertype: '1', name: '邯郸冀南置业有限公司', cardnum: '91130400MA0000000X', phone: '13800138000' };
    expect(check('profile', company).valid).toBe(true);
    expect(check('profile', { ...company, cardnum: '' }).first?.message).toBe('请先填写姓名和身份证号');
    expect(check('profile', { ...company, usertype: undefined }).first?.message).toBe('姓名格式不对哦~');
  });
  it('speaks English and drops unknown fields', () => {
    expect(check('profile', { ...person, cardnum: '123' }, { locale: 'en' }).first?.message).toBe('ID number is not in the right format');
    expect(check('profile', { ...person, phone: '1234' }, { locale: 'en' }).first?.message).toBe('Mobile number is not in the right format');
    expect(check('profile', { ...person, phone: '' }, { locale: 'en' }).first?.message).toBe('Required');
    expect(check('profile', { ...person, openid: 'demo-verified' }).data).toEqual(person);
  });
});

describe('rules the forms missed (issue 18) and phone numbers of today (issue 22)', () => {
  const mortgage = { czfs: '01', sfhbzs: '0', jgdw: '1', dyfs: '1', bdbzzqse: 80, zqlxqx_start: '2024-03-01', zqlxqx_end: '2044-03-01' };
  it('refuses every period whose end comes before its start, on the end field, with the same words in both languages', () => {
    const debt = check('dyqxx', { ...mortgage, zqlxqx_end: '2024-02-29' });
    expect(debt.first).toMatchObject({ field: 'zqlxqx_end', message: '债务履行结束时间不能早于债务履行起始时间' });
    expect(check('dyqxx', { ...mortgage, zqlxqx_end: '2024-02-29' }, { locale: 'en' }).first?.message).toBe('Debt term end must not be before Debt term start');
    expect(check('ydyqlxx', { ...mortgage, zqlxqx_end: '2023-01-01' }).first?.field).toBe('zqlxqx_end');
    const land = check('ygqlxx', { czfs: '01', sfhbzs: '0', jgdw: '1', qdjg: 1, tdsyqsrq: '2020-01-02', tdsyjsrq: '2020-01-01' });
    expect(land.first).toMatchObject({ field: 'tdsyjsrq', message: '土地使用结束日期不能早于土地使用起始日期' });
    const rights = check('fwxx', { bdcqzmh: '冀(2023)邯郸市不动产权第0012345号', bdcdyh: '130402001001GB00001F00010001', zl: 'c', fwyt: '10', fwsyqmj: 1, qdjg: 100, qlqssj: '2070-01-01', qljssj: '1990-01-01' }, { titleConfig: 'fwxx-sale' });
    expect(rights.first).toMatchObject({ field: 'qljssj', message: '权利结束时间不能早于权利起始时间' });
    expect(check('dyqxx', { ...mortgage, zqlxqx_end: mortgage.zqlxqx_start }).valid).toBe(true);
  });
  it('refuses letters and 12 digits as phone numbers, and takes 166, 17x and 19x numbers', () => {
    expect(check('applicant-individual', { ...goodPerson, sqr_tel: 'abcdefghijk' }).first?.message).toBe('联系电话格式不对哦~');
    expect(check('applicant-individual', { ...goodPerson, sqr_tel: '138123456789' }).first?.message).toBe('联系电话格式不对哦~');
    expect(check('applicant-individual', { ...goodPerson, sqr_qt_tel: 'abcdefghijk' }).first?.message).toBe('手机号码格式不对哦~');
    expect(check('applicant-company', { sqr_type: '1', sqr_name: '示范银行', sqr_zjlx: '7', sqr_zjh: '91130400MA0000000X', sqr_tel: 'abcdefghijk' }).first?.field).toBe('sqr_tel');
    expect(check('profile', { usertype: '0', name: '张三', cardnum: '11010519491231002X', phone: 'abcdefghijk' }).first?.message).toBe('手机号码格式不对哦~');
    for (const phone of ['16612345678', '17712345678', '19912345678']) {
      expect(check('applicant-individual', { ...goodPerson, sqr_tel: phone, sqr_qt_tel: phone }).valid, phone).toBe(true);
      expect(check('profile', { usertype: '0', name: '张三', cardnum: '11010519491231002X', phone }).valid, phone).toBe(true);
    }
  });
  it('refuses a unit number that is not the GB/T 37346 code', () => {
    for (const bdcdyh of ['!'.repeat(28), '130402001001gb00001f00010001']) {
      expect(check('dyxx', { bdcdyh }).first?.message, bdcdyh).toBe('不动产单元号格式不对哦~');
    }
    expect(check('dyxx', { bdcdyh: '130402001001GB00001F00010001' }).valid).toBe(true);
  });
  it('bounds amounts and areas: at most 1e12 (areas 1e9), 4 decimals for amounts, 2 for areas', () => {
    expect(check('dyqxx', { ...mortgage, bdbzzqse: 1e300 }).first).toMatchObject({ field: 'bdbzzqse', message: '不能大于1000000000000' });
    expect(check('dyqxx', { ...mortgage, bdbzzqse: '80.12345' }).first).toMatchObject({ field: 'bdbzzqse', message: '最多保留4位小数哦' });
    expect(check('dyqxx', { ...mortgage, pzydmj: 1.005 }).first).toMatchObject({ field: 'pzydmj', message: '最多保留2位小数哦' });
    expect(check('dyqxx', { ...mortgage, pzydmj: 2e9 }).first?.field).toBe('pzydmj');
    expect(check('dyqxx', { ...mortgage, bdbzzqse: 999999999999.9999, pzydmj: 12.34 }).valid).toBe(true);
  });
  it('refuses right-to-left overrides, zero-width and C1 control characters in names and texts', () => {
    for (const bad of ['张\u202e三', '张\u200b三', '张\u0085三']) {
      expect(check('applicant-individual', { ...goodPerson, sqr_name: bad }).first?.message, JSON.stringify(bad)).toBe('姓名不能包含不可见字符或控制字符');
      expect(check('applicant-individual', { ...goodPerson, sqr_adress: `人民路${bad}` }).first?.field).toBe('sqr_adress');
      expect(check('dyqxx', { ...mortgage, zwr: bad }).first?.field).toBe('zwr');
    }
    expect(check('profile', { usertype: '0', name: '张\u202e三', cardnum: '11010519491231002X', phone: '13800138000' }).first?.message).toBe('真实姓名不能包含不可见字符或控制字符');
    expect(check('dyqxx', { ...mortgage, fj: '第一行\n第二行' }).valid).toBe(true);
  });
});
