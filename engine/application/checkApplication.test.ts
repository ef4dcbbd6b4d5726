import { describe, expect, it } from 'vitest';
import { createRuntimeValidators } from '../validation/runtimeValidators';
import { loadTestRegistry } from '../validation/testing';
import { checkApplication } from './checkApplication';
import { completeMortgageApplication } from './testApplication';
import type { ApplicationSnapshot } from './types';

const registry = loadTestRegistry();
const options = { validators: createRuntimeValidators() };
const check = (snapshot: ApplicationSnapshot) => checkApplication(registry, snapshot, options);

describe('checkApplication: the one answer of the check call', () => {
  it('asks a plain sale for its rights info but not for the optional advance-notice and mortgage cards (minRows 0)', () => {
    const sale: ApplicationSnapshot = {
      ...completeMortgageApplication(),
      proinst: { id: 's', prodefid: '3001', djlx: '200', qllx: '4', xzqdm: '130402', appointment: '0' },
      units: [{ bdcqzmh: '冀(2023)邯郸市不动产权第0012345号', bdcdyh: '130402001001GB00001F00010001', zl: '人民路1号', fwyt: '10', fwsyqmj: 98.6, qdjg: 120 }],
      qlxx: {},
    };
    expect(check(sale)).toMatchObject({ ok: false, section: 'rights-qlxx' });
    expect(check({ ...sale, qlxx: { qlxx: { czfs: '01', sfhbzs: '0', jgdw: '3', qdjg: 120 } }, materials: undefined })).toEqual({ ok: true });
  });

  it('passes a complete application, with ten parties too', () => {
    expect(check(completeMortgageApplication())).toEqual({ ok: true });
    expect(check(completeMortgageApplication(10))).toEqual({ ok: true });
  });

  it('names the first missing section in page order, with the business alias', () => {
    const snapshot = completeMortgageApplication();
    expect(check({ ...snapshot, sqrs: [] })).toEqual({ ok: false, message: '请填写抵押权人', section: 'qlr' });
    expect(check({ ...snapshot, sqrs: snapshot.sqrs.filter((party) => party.sqr_lx === '0') })).toEqual({ ok: false, message: '请填写抵押人', section: 'ywr' });
    expect(check({ ...snapshot, units: [] })).toMatchObject({ ok: false, section: 'units' });
    expect(check({ ...snapshot, qlxx: {} })).toMatchObject({ ok: false, section: 'rights-dyqxx' });
  });

  it('checks every stored record with the same form and facts as its save: a record that no longer passes is the answer', () => {
    const snapshot = completeMortgageApplication();
    const { jgdw: _dropped, ...withoutUnit } = snapshot.qlxx.dyqxx!;
    expect(check({ ...snapshot, qlxx: { dyqxx: withoutUnit } })).toEqual({ ok: false, message: '抵押权信息：价格单位不能为空', section: 'rights-dyqxx' });
    const [first, ...others] = snapshot.sqrs;
    expect(check({ ...snapshot, sqrs: [{ ...first!, sqr_tel: '' }, ...others] })).toMatchObject({ ok: false, message: '抵押权人：联系方式不能为空' });
  });

  it('asks for every required attachment group (是) by its name, and not for optional ones', () => {
    const snapshot = completeMortgageApplication();
    expect(check({ ...snapshot, materials: { ...snapshot.materials, dyht: 0 } })).toEqual({ ok: false, message: '抵押合同不能为空', section: 'uploads' });
    expect(check({ ...snapshot, materials: { ...snapshot.materials, qtcl: 0 } })).toEqual({ ok: true });
  });

  it('in appointment mode asks only for the attachments', () => {
    const snapshot = completeMortgageApplication();
    const appointment = { ...snapshot, proinst: { ...snapshot.proinst, appointment: '1' }, sqrs: [], units: [], qlxx: {} };
    expect(check(appointment)).toEqual({ ok: true });
    expect(check({ ...appointment, materials: {} })).toMatchObject({ ok: false, section: 'uploads', message: '申请人身份证明不能为空' });
  });

  it('asks a cancellation (400/23) for its cancellation card, not for units, and refuses an unknown business', () => {
    const cancel: ApplicationSnapshot = {
      proinst: { id: 'c', prodefid: '4001', djlx: '400', qllx: '23', xzqdm: '130402', appointment: '0' },
      sqrs: completeMortgageApplication().sqrs,
      units: [],
      qlxx: {},
    };
    expect(check(cancel)).toMatchObject({ ok: false, section: 'rights-zxdj', message: '请填写注销登记信息' });
    expect(check({ ...cancel, qlxx: { zxdj: { BDCZMH: '冀(2022)邯郸市不动产证明第0004567号', ZXYY: '主债权已清偿' } } })).toEqual({ ok: true });
    expect(check({ ...cancel, proinst: { ...cancel.proinst, prodefid: '9999' } })).toMatchObject({ ok: false, message: '未知的业务类型，无法校验该表单' });
  });
});

describe('checkApplication: one ID number is one person (issue 27)', () => {
  it('refuses a right holder and an obligor who share an ID number under different names', () => {
    const snapshot = completeMortgageApplication();
    const [holder, obligor] = snapshot.sqrs;
    const shared = { ...snapshot, sqrs: [holder!, { ...obligor!, sqr_zjh: holder!.sqr_zjh }] };
    expect(check(shared)).toEqual({ ok: false, message: `证件号码${String(holder!.sqr_zjh).slice(0, 4)}**********${String(holder!.sqr_zjh).slice(-4)}同时填给了张一和张二：一个证件号码只属于一个人，请核对后修改` });
  });
});
