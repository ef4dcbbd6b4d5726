import { describe, expect, it } from 'vitest';
import { resolveForm } from '../schemas/resolveForm';
import type { FormConfig } from '../schemas/types';
import { loadTestRegistry } from '../validation/testing';
import { migrateDraft, stampSchemaVersion } from './migrateDraft';

const registry = loadTestRegistry();
const base = registry.forms.get('dyqxx') as FormConfig;

describe('migrateDraft', () => {
  it('stamps the schema version a form was filled with', () => {
    const resolved = resolveForm(base, registry.dictionaries);
    expect(stampSchemaVersion(resolved, { dyfs: '1' })).toEqual({ formId: 'dyqxx', schemaVersion: 1, data: { dyfs: '1' } });
  });
  it('runs declared migrations: rename, map, default, drop, review', () => {
    const v3: FormConfig = {
      ...base,
      aliases: undefined,
      version: 3,
      migrations: [
        { to: 2, steps: [{ op: 'rename', from: 'zqqssj', to: 'zqlxqx_start' }, { op: 'rename', from: 'zqjssj', to: 'zqlxqx_end' }, { op: 'drop', field: 'old' }] },
        { to: 3, steps: [{ op: 'map', field: 'dyfs', values: { '0': '1' } }, { op: 'default', field: 'jgdw', value: '3' }, { op: 'review', field: 'dbfw', reason: '担保范围的说明已更新' }] },
      ],
    };
    const report = migrateDraft(resolveForm(v3, registry.dictionaries), {
      formId: 'dyqxx',
      schemaVersion: 1,
      data: { zqqssj: '2024-01-01', zqjssj: '2034-01-01', old: 'x', dyfs: '0', dbfw: '全部', czfs: '01', sfhbzs: '0' },
    });
    expect(report.schemaVersion).toBe(3);
    expect(report.data).toEqual({ zqlxqx_start: '2024-01-01', zqlxqx_end: '2034-01-01', dyfs: '1', jgdw: '3', dbfw: '全部', czfs: '01', sfhbzs: '0' });
    expect(report.migrated.map((entry) => entry.field)).toEqual(['zqlxqx_start', 'zqlxqx_end', 'old', 'dyfs', 'jgdw']);
    expect(report.review).toEqual([{ field: 'dbfw', reason: '担保范围的说明已更新' }]);
  });
  it('keeps a draft stored under the spec names zqqssj / zqjssj (L156) as zqlxqx_start / zqlxqx_end', () => {
    const report = migrateDraft(resolveForm(base, registry.dictionaries), { formId: 'dyqxx', schemaVersion: 1, data: { zqqssj: '2024-01-01', zqjssj: '2034-01-01', dyfs: '1' } });
    expect(report.data).toEqual({ zqlxqx_start: '2024-01-01', zqlxqx_end: '2034-01-01', dyfs: '1' });
    expect(report.migrated).toEqual([
      { field: 'zqlxqx_start', change: 'renamed from zqqssj' },
      { field: 'zqlxqx_end', change: 'renamed from zqjssj' },
    ]);
  });
  it('marks a required field the new version added, and only when the version changed', () => {
    const v2: FormConfig = {
      ...base,
      version: 2,
      migrations: [{ to: 2, steps: [{ op: 'rename', from: 'dbfw', to: 'dbfwsm' }] }],
      schema: { ...base.schema, properties: { ...base.schema.properties, dbfwsm: { type: 'string' }, dyhth: { type: 'string' } }, required: [...(base.schema.required ?? []), 'dyhth'] },
    };
    const stored = { formId: 'dyqxx', schemaVersion: 1, data: { dyfs: '1', zqlxqx_start: '2026-12-01', zqlxqx_end: '2046-11-30', czfs: '01', sfhbzs: '0', jgdw: '3', dbfw: '全部债权' } };
    const report = migrateDraft(resolveForm(v2, registry.dictionaries), stored);
    expect(report.data).toMatchObject({ dbfwsm: '全部债权' });
    expect(report.data).not.toHaveProperty('dbfw');
    expect(report.review).toEqual([{ field: 'dyhth', reason: 'form.reviewMissing' }]);
    expect(migrateDraft(resolveForm(v2, registry.dictionaries), { ...stored, schemaVersion: 2 }).review).toEqual([]);
  });
  it('marks stored values that no longer fit for review and drops removed fields', () => {
    const resolved = resolveForm(base, registry.dictionaries);
    const report = migrateDraft(resolved, { formId: 'dyqxx', schemaVersion: 1, data: { dyfs: '9', bdbzzqse: 'abc', gone: 1, zwr: '张三' } });
    expect(report.review.map((entry) => entry.field)).toEqual(['dyfs', 'bdbzzqse']);
    expect(report.data).not.toHaveProperty('gone');
    expect(report.data.zwr).toBe('张三');
  });
});
