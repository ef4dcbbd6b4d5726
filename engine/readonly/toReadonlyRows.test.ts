import { describe, expect, it } from 'vitest';
import { computeFieldPlan } from '../rules/computeFieldPlan';
import { resolveForm } from '../schemas/resolveForm';
import { loadTestRegistry } from '../validation/testing';
import { toReadonlyRows } from './toReadonlyRows';

const registry = loadTestRegistry();
const dyqxx = resolveForm(registry.forms.get('dyqxx')!, registry.dictionaries);

const textOf = (data: Record<string, unknown>, field: string, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  toReadonlyRows(dyqxx, data, { plan: computeFieldPlan(dyqxx.form, { data }), locale }).find((row) => row.field === field)?.text;

describe('toReadonlyRows', () => {
  it('maps a stored prohibition answer 2 to yes and anything else to no', () => {
    expect(textOf({ dyfs: '1', sfczjzhxzzrdybdcdyd: '2' }, 'sfczjzhxzzrdybdcdyd')).toBe('是');
    expect(textOf({ dyfs: '1', sfczjzhxzzrdybdcdyd: '1' }, 'sfczjzhxzzrdybdcdyd')).toBe('否');
    expect(textOf({ dyfs: '1' }, 'sfczjzhxzzrdybdcdyd')).toBe('否');
    expect(textOf({ dyfs: '1', sfczjzhxzzrdybdcdyd: '2' }, 'sfczjzhxzzrdybdcdyd', 'en')).toBe('Yes');
  });
  it('shows dictionary texts and hides what the form hides', () => {
    const rows = toReadonlyRows(dyqxx, { dyfs: '2', zgzqse: 100, jgdw: '3' }, { plan: computeFieldPlan(dyqxx.form, { data: { dyfs: '2' } }) });
    expect(rows.find((row) => row.field === 'dyfs')?.text).toBe('最高额抵押');
    expect(rows.find((row) => row.field === 'jgdw')?.text).toBe('万元');
    expect(rows.find((row) => row.field === 'zgzqse')?.text).toBe('100');
    expect(rows.some((row) => row.field === 'bdbzzqse')).toBe(false);
    expect(rows.some((row) => row.field === 'id' || row.field === 'zqdw')).toBe(false);
    expect(rows[0]?.field).toBe('dyfs');
  });
});
