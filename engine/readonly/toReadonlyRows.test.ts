import { describe, expect, it } from 'vitest';
import { defaultsForMissing } from '../defaults/defaultsForMissing';
import { computeFieldPlan } from '../rules/computeFieldPlan';
import { resolveForm } from '../schemas/resolveForm';
import { loadTestRegistry } from '../validation/testing';
import { toReadonlyRows } from './toReadonlyRows';

const registry = loadTestRegistry();
const dyqxx = resolveForm(registry.forms.get('dyqxx')!, registry.dictionaries);

const textOf = (data: Record<string, unknown>, field: string, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  toReadonlyRows(dyqxx, data, { plan: computeFieldPlan(dyqxx.form, { data }), locale }).find((row) => row.field === field)?.text;

describe('toReadonlyRows', () => {
  it('shows the prohibition answer 1 (the form’s yes and default) and 2 (the code L225 names) as 是, any other as 否', () => {
    expect(textOf({ dyfs: '1', sfczjzhxzzrdybdcdyd: '2' }, 'sfczjzhxzzrdybdcdyd')).toBe('是');
    expect(textOf({ dyfs: '1', sfczjzhxzzrdybdcdyd: '1' }, 'sfczjzhxzzrdybdcdyd')).toBe('是');
    expect(textOf({ dyfs: '1', sfczjzhxzzrdybdcdyd: '0' }, 'sfczjzhxzzrdybdcdyd')).toBe('否');
    expect(textOf({ dyfs: '1' }, 'sfczjzhxzzrdybdcdyd')).toBe('');
    const defaults = defaultsForMissing(dyqxx.form, {});
    expect(textOf(defaults, 'sfczjzhxzzrdybdcdyd')).toBe('是');
    expect(textOf({ dyfs: '1', sfczjzhxzzrdybdcdyd: '2' }, 'sfczjzhxzzrdybdcdyd', 'en')).toBe('Yes');
  });
  it('shows a price unit other than 1 or 2 as 万元 (L415), in every form that has one', () => {
    for (const formId of ['qlxx', 'ygqlxx', 'dyqxx', 'ydyqlxx']) {
      const resolved = resolveForm(registry.forms.get(formId)!, registry.dictionaries);
      const text = (jgdw: string) => toReadonlyRows(resolved, { dyfs: '1', jgdw }).find((row) => row.field === 'jgdw')?.text;
      expect([text('1'), text('2'), text('3'), text('7')], formId).toEqual(['元', '美元', '万元', '万元']);
      expect(resolved.form.schema.properties?.jgdw?.title, formId).toBe('价格单位');
    }
  });
  it('shows dictionary texts and hides what the form hides', () => {
    const rows = toReadonlyRows(dyqxx, { dyfs: '2', zgzqse: 100, jgdw: '3' }, { plan: computeFieldPlan(dyqxx.form, { data: { dyfs: '2' } }) });
    expect(rows.find((row) => row.field === 'dyfs')?.text).toBe('最高抵押');
    expect(rows.find((row) => row.field === 'jgdw')?.text).toBe('万元');
    expect(rows.find((row) => row.field === 'zgzqse')?.text).toBe('100万元');
    expect(rows.some((row) => row.field === 'bdbzzqse')).toBe(false);
    expect(rows.some((row) => row.field === 'id' || row.field === 'zqdw')).toBe(false);
    expect(rows[0]?.field).toBe('dyfs');
  });
});

describe('toReadonlyRows keeps units (issue 27)', () => {
  it('shows an amount in its price unit and an area in ㎡, and a renamed area label keeps ㎡', () => {
    expect(textOf({ dyfs: '1', bdbzzqse: 50, jgdw: '3' }, 'bdbzzqse')).toBe('50万元');
    expect(textOf({ dyfs: '1', bdbzzqse: 500000, jgdw: '1' }, 'bdbzzqse')).toBe('500000元');
    expect(textOf({ dyfs: '1', bdbzzqse: 50 }, 'bdbzzqse')).toBe('50');
    expect(textOf({ dyfs: '1', bdbzzqse: 50, jgdw: '3' }, 'bdbzzqse', 'en')).toBe('50 Ten thousand yuan');
    const fwxx = resolveForm(registry.forms.get('fwxx')!, registry.dictionaries);
    const plan = computeFieldPlan(fwxx.form, { titleConfig: registry.titles.get('fwxx-mortgage') });
    const area = toReadonlyRows(fwxx, { fwsyqmj: 98.5 }, { plan }).find((row) => row.field === 'fwsyqmj');
    expect(area).toMatchObject({ label: '房屋面积(㎡)', text: '98.5㎡' });
  });
});
