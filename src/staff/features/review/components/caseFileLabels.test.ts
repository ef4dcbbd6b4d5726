import { describe, expect, it } from 'vitest';
import type { CaseFile } from '../../../../../engine/contract/staff/review';
import { commentTarget, partyName, partyTitle, unitTitle, withRevealed } from './caseFileLabels';

const row = (field: string, label: string, text = '') => ({ field, label, text });
const mortgagor = { id: 'p1', form: 'qlr', formTitle: '权利人', sqr_lx: '2', name: '李秀英', typeLabel: '义务人', alias: '抵押人', rows: [row('qlrmc', '姓名', '李秀英'), row('zjh', '证件号', '1304**********0012')] };
const buyer = { ...mortgagor, id: 'p2', name: '张建国', alias: null, typeLabel: '权利人' };
const file: Pick<CaseFile, 'parties' | 'units' | 'rights' | 'materials'> = {
  parties: [mortgagor, buyer],
  units: [{ id: 'u1', form: 'bdcdy', formTitle: '不动产单元', rows: [row('mj', '面积')] }],
  rights: [{ id: 'r1', form: 'dyaq', formTitle: '抵押权', savetype: 'dy', rows: [row('bdbzzqse', '被担保主债权数额')] }],
  materials: [{ group: 'sfzm', name: '身份证明', required: true, pictures: [] }],
};

describe('the case file’s labels', () => {
  it('call a party by its name for the business and its name', () => {
    expect(partyName(mortgagor)).toBe('抵押人 李秀英');
    expect(partyName(buyer)).toBe('权利人 张建国');
    expect(partyTitle(mortgagor)).toBe('抵押人（义务人）');
    expect(partyTitle(buyer)).toBe('权利人');
    expect(unitTitle(file.units[0]!, 0)).toBe('不动产单元 1');
  });

  it('show the revealed rows in full in place of the masked ones', () => {
    const full = [row('zjh', '证件号', '130402199001010012')];
    expect(withRevealed(mortgagor.rows, full).map((each) => each.text)).toEqual(['李秀英', '130402199001010012']);
    expect(withRevealed(mortgagor.rows, undefined)).toEqual(mortgagor.rows);
  });

  it('name what a stored comment is on: a field of one record, of a form, a material group, or nothing', () => {
    expect(commentTarget(file, { form: 'qlr', field: 'zjh', record: 'p1', text: '' })).toBe('抵押人 李秀英 · 证件号');
    expect(commentTarget(file, { form: 'bdcdy', field: 'mj', text: '' })).toBe('不动产单元 · 面积');
    expect(commentTarget(file, { form: 'gone', field: 'x', text: '' })).toBe('gone.x');
    expect(commentTarget(file, { group: 'sfzm', text: '' })).toBe('身份证明');
    expect(commentTarget(file, { text: '请补充' })).toBe('');
  });
});
