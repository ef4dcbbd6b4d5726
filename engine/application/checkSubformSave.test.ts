import { describe, expect, it } from 'vitest';
import { createRuntimeValidators } from '../validation/runtimeValidators';
import { loadTestRegistry } from '../validation/testing';
import { checkSubformSave, type SubformSaveInput } from './checkSubformSave';

const registry = loadTestRegistry();
const validators = createRuntimeValidators();
const mortgage = { prodefid: '1001', xzqdm: '130402', appointment: '0' };
const save = (input: Omit<SubformSaveInput, 'application'> & { application?: SubformSaveInput['application'] }) =>
  checkSubformSave(registry, validators, { application: mortgage, ...input });
const person = { sqr_type: '2', sqr_name: '张三', sqr_zjlx: '1', sqr_zjh: '11010519491231002X', sqr_tel: '13800138000', sqr_adress: '河北省邯郸市丛台区人民路1号' };

describe('checkSubformSave: every filing save, checked against the stored application', () => {
  it('takes the creditor dates under their spec names zqqssj / zqjssj (L156) and stores them as zqlxqx_start / zqlxqx_end', () => {
    const result = save({ route: '/info/dyqinfo', payload: { dyfs: '1', bdbzzqse: '80', jgdw: '1', czfs: '01', sfhbzs: '0', zqqssj: '2024-03-01', zqjssj: '2044-03-01' } });
    expect(result).toMatchObject({ ok: true, formId: 'dyqxx', savetype: '3', schemaVersion: 1 });
    expect(result.ok && result.data).toEqual({ dyfs: '1', bdbzzqse: 80, jgdw: '1', czfs: '01', sfhbzs: '0', zqlxqx_start: '2024-03-01', zqlxqx_end: '2044-03-01' });
  });

  it("sets sqr_lx from the route's type (0, 1, anything else 10), whatever the client sends", () => {
    for (const [type, sqr_lx] of [['0', '0'], ['1', '1'], ['3', '10']] as const) {
      const result = save({ route: '/info/person', query: { type }, payload: { ...person, sqr_lx: '0' } });
      expect(result.ok && result.data.sqr_lx).toBe(sqr_lx);
      expect(result.ok && result.partyType).toBe(sqr_lx);
    }
  });

  it('refuses a party without a party type instead of making it a right holder', () => {
    expect(save({ route: '/info/person', query: {}, payload: { ...person, sqr_lx: '0' } })).toMatchObject({ ok: false, reason: 'partyTypeMissing', message: '申请人类别不能为空' });
    expect(save({ formId: 'applicant', payload: { ...person, sqr_lx: '0' } })).toMatchObject({ ok: false, reason: 'partyTypeMissing' });
  });

  it('saves an applicant sent without sqr_type as an individual (type 2) instead of answering 必填哦', () => {
    const { sqr_type: _omitted, ...untyped } = person;
    const result = save({ route: '/info/person', query: { type: '0' }, payload: untyped });
    expect(result).toMatchObject({ ok: true, formId: 'applicant-individual' });
    expect(result.ok && result.data.sqr_type).toBe('2');
  });

  it('picks the company variant from the payload and checks it with its own messages', () => {
    const result = save({ route: '/info/person', query: { type: '1' }, payload: { sqr_type: '1', sqr_tel: '13800138000' } });
    expect(result).toMatchObject({ ok: false, reason: 'invalid', message: '公司名称不能为空' });
  });

  it('drops unknown fields and fields the title configuration hides', () => {
    const result = save({ route: '/info/houseinfo', payload: { bdcqzmh: '冀(2023)邯郸市不动产权第0012345号', bdcdyh: '130402001001GB00001F00010001', zl: '人民路1号', fwsyqmj: '98.6', mj_bgh: '1', hacker: 'x' } });
    expect(result.ok && result.data).toEqual({ bdcqzmh: '冀(2023)邯郸市不动产权第0012345号', bdcdyh: '130402001001GB00001F00010001', zl: '人民路1号', fwsyqmj: 98.6 });
  });

  it('refuses a business the catalogue does not know instead of checking without its title configuration', () => {
    const result = save({ route: '/info/houseinfo', application: { prodefid: '9999' }, payload: { zl: 'x' } });
    expect(result).toMatchObject({ ok: false, reason: 'unknownBusiness', message: '未知的业务类型，无法校验该表单' });
  });

  it('refuses an unknown route or form', () => {
    expect(save({ route: '/info/nothing', payload: {} })).toMatchObject({ ok: false, reason: 'unknownRoute' });
    expect(save({ formId: 'nothing', payload: {} })).toMatchObject({ ok: false, reason: 'unknownForm' });
  });

  it('fills the pre-mortgage at /info/dyqinfo on 700/23 with savetype 3', () => {
    const result = save({
      route: '/info/dyqinfo',
      application: { prodefid: '2002' },
      payload: { dyfs: '1', bdbzzqse: 80, jgdw: '1', zqqssj: '2024-01-01', zqjssj: '2054-01-01', czfs: '01', sfhbzs: '0' },
    });
    expect(result).toMatchObject({ ok: true, formId: 'ydyqlxx', savetype: '3' });
  });

  it('gives the savetype of a form saved by its id from the route table', () => {
    const result = save({ formId: 'qlxx', application: { prodefid: '3001' }, payload: { czfs: '01', sfhbzs: '0', qdjg: 120, jgdw: '1', cqly: '106' } });
    expect(result).toMatchObject({ ok: true, savetype: '1' });
  });
});
