import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../../../engine/validation/testing';
import { recordFields } from './recordFields';

const registry = loadTestRegistry();

describe('recordFields', () => {
  it("shows a unit's fields by their form's labels, codes as their dictionary text, in the form's order, empty ones left out", () => {
    const fields = recordFields(registry, 'fwxx', { zl: '复兴区锦绣花园3号楼1单元101', fwyt: '10', bdcdyh: '130402001001GB00001F00010001', qdjg: '', id: 'x' }, 'zh-CN');
    expect(fields.map((field) => field.label)).toEqual(['不动产单元号', '坐落', '房屋用途']);
    expect(fields[2]!.value).toBe('住宅');
  });

  it('masks any ID or phone number a value holds', () => {
    const fields = recordFields(registry, 'fwxx', { zl: '联系13812345678，身份证130402198503151231' }, 'zh-CN');
    expect(fields[0]!.value).toBe('联系138****5678，身份证1304**********1231');
  });
});
