import { describe, expect, it } from 'vitest';
import { buildRegionRows, type RegionRow } from './buildRegionRows';
import { loadDivisions } from './loadDivisions';

const rows = buildRegionRows(loadDivisions());
const children = (parent: string) => rows.filter((row) => row.parent === parent);
const row = (value: string) => rows.find((r) => r.value === value);
const names = (list: RegionRow[]) => list.map((r) => r.name);

describe('buildRegionRows (the national package in the spec region table conventions)', () => {
  it('lists Handan (130400) under Hebei with its districts, without the placeholder 市辖区', () => {
    expect(row('130400')).toMatchObject({ name: '邯郸市', parent: '130000', level: 2 });
    const districts = children('130400');
    expect(names(districts)).toEqual(expect.arrayContaining(['邯山区', '丛台区', '复兴区', '武安市']));
    expect(names(districts)).not.toContain('市辖区');
    expect(districts.every((d) => d.level === 3)).toBe(true);
  });

  it("gives the municipalities an intermediate 市辖区 level (and Chongqing's counties 县)", () => {
    expect(children('110000')).toEqual([expect.objectContaining({ value: '110100', name: '市辖区', level: 2 })]);
    expect(names(children('110100'))).toContain('东城区');
    expect(names(children('500000'))).toEqual(['市辖区', '县']);
  });

  it('lists county-level cities under their province directly, such as 139001 and 429004, each with a -- child', () => {
    expect(row('139001')).toMatchObject({ name: '辛集市', parent: '130000', level: 2 });
    expect(row('429004')).toMatchObject({ name: '仙桃市', parent: '420000', level: 2 });
    expect(children('429004')).toEqual([expect.objectContaining({ value: '--', name: '--', level: 3 })]);
    expect(rows.some((r) => r.value === '429000')).toBe(false);
  });

  it('uses 81xxxx for Hong Kong and 82xxxx for Macao; a city without districts (东莞市) has a -- child', () => {
    expect(children('810000').length).toBeGreaterThan(10);
    expect(children('810000').every((r) => r.value.startsWith('81'))).toBe(true);
    expect(children('820000').every((r) => r.value.startsWith('82'))).toBe(true);
    expect(children('441900')).toEqual([expect.objectContaining({ value: '--', name: '--' })]);
  });

  it('keeps every (parent, value) pair once, parents before children', () => {
    const keys = rows.map((r) => `${r.parent}/${r.value}`);
    expect(new Set(keys).size).toBe(keys.length);
    const seen = new Set(['']);
    for (const r of rows) {
      expect(seen.has(r.parent)).toBe(true);
      seen.add(r.value);
    }
  });
});
