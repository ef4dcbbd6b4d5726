import { describe, expect, it } from 'vitest';
import { resolveForm } from '../schemas/resolveForm';
import { loadTestRegistry } from '../validation/testing';
import { diffFields } from './diffFields';

const registry = loadTestRegistry();
const fwxx = resolveForm(registry.forms.get('fwxx')!, registry.dictionaries);

describe('diffFields', () => {
  it('answers the changed fields in form order with their labels; a value added or emptied is null on the other side', () => {
    const changes = diffFields(fwxx, { zl: '甲', fwsyqmj: 98.5 }, { zl: '乙', fwsyqmj: 98.5, bdcdyh: '130402001001GB00001F00010001' }, 'zh-CN');
    expect(changes).toEqual([
      { label: '不动产单元号', before: null, after: '130402001001GB00001F00010001' },
      { label: '坐落', before: '甲', after: '乙' },
    ]);
    expect(diffFields(fwxx, { zl: '甲' }, undefined, 'zh-CN')).toEqual([{ label: '坐落', before: '甲', after: null }]);
  });

  it('compares raw values under their names without a form', () => {
    expect(diffFields(undefined, { x: 1 }, { x: 2 }, 'en')).toEqual([{ label: 'x', before: '1', after: '2' }]);
  });
});
