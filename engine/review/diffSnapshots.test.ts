import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import { diffSnapshots, type DiffContext } from './diffSnapshots';
import type { SubmissionSnapshot } from './types';

const registry = loadTestRegistry();
const roles: Record<string, string> = { '0': '抵押权人', '1': '抵押人' };
const context: DiffContext = {
  forms: registry.forms,
  dictionaries: registry.dictionaries,
  groups: [
    { id: 'sfzm', name: '申请人身份证明' },
    { id: 'dyht', name: '抵押合同' },
  ],
  partyRole: (sqrLx) => roles[sqrLx] ?? sqrLx,
  locale: 'zh-CN',
  words: { section: '申请材料', pictures: (n) => `${n} 张`, changed: (added, removed) => `新增 ${added} 张，删除 ${removed} 张` },
};

const person = { sqr_type: '2', sqr_name: '张三', sqr_zjlx: '1', sqr_zjh: '130402198503151231', sqr_tel: '13812345678', sqr_adress: '复兴区建设大街1号', sqr_gyfs: '1' };
const first: SubmissionSnapshot = {
  configVersion: 1,
  parties: [{ id: 'p1', form: 'applicant-individual', sqr_lx: '1', data: person }],
  units: [{ id: 'u1', form: 'fwxx', data: { zl: '复兴区锦绣花园3号楼1单元101', fwyt: '10', fwsyqmj: 98.5 } }],
  rights: [{ id: 'r1', form: 'dyqxx', data: { dyfs: '1', bdbzzqse: 500000, jgdw: '3' } }],
  materials: { sfzm: ['f1'], dyht: ['f2', 'f3'] },
};

describe('diffSnapshots', () => {
  it('finds nothing between a submission and itself', () => {
    expect(diffSnapshots(first, structuredClone(first), context)).toEqual([]);
  });

  it('lists each changed field with its section, record, label and values as the citizen reads them', () => {
    const second: SubmissionSnapshot = {
      ...first,
      parties: [{ ...first.parties[0]!, data: { ...person, sqr_adress: '丛台区人民路2号' } }],
      units: [{ ...first.units[0]!, data: { ...first.units[0]!.data, fwyt: '20' } }],
      rights: [{ ...first.rights[0]!, data: { dyfs: '2', bdbzzqse: 450000, jgdw: '3' } }],
    };
    const fwyt = registry.dictionaries.get('FWYT')!.items;
    const dyfs = registry.dictionaries.get('DYFS')!.items;
    expect(diffSnapshots(first, second, context)).toEqual([
      { section: '申请人信息', record: '抵押人 张三', label: '联系地址', before: '复兴区建设大街1号', after: '丛台区人民路2号' },
      { section: '房屋信息', record: '复兴区锦绣花园3号楼1单元101', label: expect.any(String), before: fwyt.find((i) => i.code === '10')!.text, after: fwyt.find((i) => i.code === '20')!.text },
      { section: expect.any(String), record: expect.any(String), label: expect.any(String), before: dyfs.find((i) => i.code === '1')!.text, after: dyfs.find((i) => i.code === '2')!.text },
      { section: expect.any(String), record: expect.any(String), label: expect.any(String), before: '500000万元', after: '450000万元' },
    ]);
  });

  it('masks ID and phone numbers on both sides', () => {
    const second = { ...first, parties: [{ ...first.parties[0]!, data: { ...person, sqr_zjh: '130402199007082649', sqr_tel: '13912345678' } }] };
    const changes = diffSnapshots(first, second, context);
    expect(changes.map((change) => [change.label, change.before, change.after])).toEqual([
      ['证件号码', '1304**********1231', '1304**********2649'],
      ['联系电话', '138****5678', '139****5678'],
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/\d{11}/);
  });

  it('lists the fields of an added or removed record with null on the side it is not on', () => {
    const added = { id: 'p2', form: 'applicant-individual', sqr_lx: '0', data: { sqr_type: '2', sqr_name: '李四' } };
    const changes = diffSnapshots(first, { ...first, parties: [added] }, context);
    expect(changes).toContainEqual({ section: '申请人信息', record: '抵押权人 李四', label: '姓名', before: null, after: '李四' });
    expect(changes).toContainEqual({ section: '申请人信息', record: '抵押人 张三', label: '姓名', before: '张三', after: null });
  });

  it('says how many pictures each material group gained and lost, in the configured order', () => {
    const second = { ...first, materials: { sfzm: ['f1', 'f4', 'f5'], dyht: ['f3'] } };
    expect(diffSnapshots(first, second, context)).toEqual([
      { section: '申请材料', record: '申请人身份证明', label: '新增 2 张，删除 0 张', before: '1 张', after: '3 张' },
      { section: '申请材料', record: '抵押合同', label: '新增 0 张，删除 1 张', before: '2 张', after: '1 张' },
    ]);
  });

  it('labels in English when asked', () => {
    const second = { ...first, parties: [{ ...first.parties[0]!, data: { ...person, sqr_gyfs: '2' } }] };
    const [change] = diffSnapshots(first, second, { ...context, locale: 'en' });
    expect(change).toMatchObject({ section: 'Applicant', label: 'Co-ownership' });
  });
});
