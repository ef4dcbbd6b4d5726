import { describe, expect, it } from 'vitest';
import { computeFieldPlan } from '../rules/computeFieldPlan';
import { resolveForm } from '../schemas/resolveForm';
import { loadTestRegistry } from '../validation/testing';
import { toRenderSchema, toRenderUiSchema } from './toRenderSchema';

const registry = loadTestRegistry();

describe('toRenderSchema', () => {
  it('draws only visible fields with the plan required marks and no conditional parts', () => {
    const resolved = resolveForm(registry.forms.get('dyqxx')!, registry.dictionaries);
    const plan = computeFieldPlan(resolved.form, { data: { dyfs: '2' } });
    const schema = toRenderSchema(resolved, plan);
    expect(schema.properties).not.toHaveProperty('bdbzzqse');
    expect(schema.properties).toHaveProperty('zgzqse');
    expect(schema.required).toEqual(expect.arrayContaining(['dyfs', 'zqlxqx_start', 'zqlxqx_end', 'zgzqse']));
    expect(schema).not.toHaveProperty('$id');
    expect(schema.properties?.dyfs?.enum).toEqual(['1', '2']);
  });
  it('drops if/then and speaks English titles when asked', () => {
    const resolved = resolveForm(registry.forms.get('applicant-individual')!, registry.dictionaries);
    const schema = toRenderSchema(resolved, computeFieldPlan(resolved.form, {}), 'en');
    expect(schema).not.toHaveProperty('allOf');
    expect(schema.properties?.sqr_name?.title).toBe('Name');
  });
  it('takes English placeholders from ui:placeholderEn when asked', () => {
    const resolved = resolveForm(registry.forms.get('profile')!, registry.dictionaries);
    const plan = computeFieldPlan(resolved.form, {});
    const placeholder = (ui: Record<string, unknown>) => (ui.name as Record<string, unknown>)['ui:placeholder'];
    expect(placeholder(toRenderUiSchema(resolved, plan))).toBe('请输入真实姓名');
    expect(placeholder(toRenderUiSchema(resolved, plan, 'en'))).toBe('Your real name');
  });
  it('titles and asks for an enterprise profile’s fields as its x-titles say, in both languages', () => {
    const resolved = resolveForm(registry.forms.get('profile')!, registry.dictionaries);
    const plan = computeFieldPlan(resolved.form, { data: { usertype: '1' } });
    const placeholder = (ui: Record<string, unknown>) => (ui.cardnum as Record<string, unknown>)['ui:placeholder'];
    expect(toRenderSchema(resolved, plan).properties?.name?.title).toBe('企业名称');
    expect(toRenderSchema(resolved, plan, 'en').properties?.cardnum?.title).toBe('Unified social credit code');
    expect(placeholder(toRenderUiSchema(resolved, plan))).toBe('请输入统一社会信用代码');
    expect(placeholder(toRenderUiSchema(resolved, plan, 'en'))).toBe('Your unified social credit code');
    expect(toRenderSchema(resolved, computeFieldPlan(resolved.form, { data: { usertype: '0' } })).properties?.name?.title).toBe('真实姓名');
  });
  it('labels dictionary codes and follows the title configuration order', () => {
    const resolved = resolveForm(registry.forms.get('fwxx')!, registry.dictionaries);
    const plan = computeFieldPlan(resolved.form, { titleConfig: registry.titles.get('fwxx-sale') });
    const ui = toRenderUiSchema(resolved, plan);
    expect((ui.fwyt as Record<string, unknown>)['ui:enumNames']).toContain('住宅');
    expect((ui['ui:order'] as string[]).slice(0, 3)).toEqual(['bdcqzmh', 'bdcdyh', 'zl']);
    expect(toRenderSchema(resolved, plan).properties?.fwsyqmj?.title).toBe('房屋面积(㎡)');
  });
});
