import { describe, expect, it } from 'vitest';
import { computeFieldPlan } from '../../rules/computeFieldPlan';
import { resolveForm, validatorIdOf } from '../../schemas/resolveForm';
import { loadTestRegistry, testForm } from '../../validation/testing';
import { createEngineValidator, followValidator, type EngineValidator } from './engineValidator';

const registry = loadTestRegistry();

describe('engine validator (RJSF ValidatorType)', () => {
  it('answers RJSF errors in check order with the specification messages, and an error schema per field', () => {
    const { form, validate } = testForm(registry, 'applicant-individual');
    const resolved = resolveForm(form, registry.dictionaries);
    const validator = createEngineValidator({
      resolved,
      validateFns: { [validatorIdOf(form.id)]: validate },
      getPlan: () => computeFieldPlan(form, {}),
      locale: 'zh-CN',
    });
    const { errors, errorSchema } = validator.validateFormData({ sqr_type: '2', sqr_zjlx: '1' }, resolved.schema as never);
    expect(errors.map((error) => error.message)).toEqual(['姓名不能为空', '联系方式不能为空', '请输入合法的证件号码', '联系地址不能为空']);
    expect(errors[0]?.property).toBe('.sqr_name');
    expect((errorSchema as Record<string, { __errors?: string[] }>).sqr_tel?.__errors).toEqual(['联系方式不能为空']);
    expect(validator.lastResult?.valid).toBe(false);
  });
  it('without precompiled functions still checks what the plan requires (the server checks the rest)', () => {
    const form = registry.forms.get('zxdj')!;
    const resolved = resolveForm(form, registry.dictionaries);
    const validator = createEngineValidator({ resolved, validateFns: undefined, getPlan: () => computeFieldPlan(form, {}), locale: 'zh-CN' });
    expect(validator.validateFormData({}, resolved.schema as never).errors.map((error) => error.message)).toEqual(['必填哦']);
    expect(validator.isValid({}, {}, resolved.schema as never)).toBe(true);
  });
  it('follows the newest validator, so the precompiled checks apply once they have loaded, and keeps its result', () => {
    const { form, resolved, validate } = testForm(registry, 'profile');
    const options = { resolved, getPlan: () => computeFieldPlan(form, {}), locale: 'zh-CN' as const };
    let current: EngineValidator = createEngineValidator({ ...options, validateFns: undefined });
    const validator = followValidator(() => current);
    const badId = { name: '张三', cardnum: '123', phone: '13800138000' };
    expect(validator.validateFormData(badId, resolved.schema as never).errors).toEqual([]);
    expect(validator.lastResult?.valid).toBe(true);
    current = createEngineValidator({ ...options, validateFns: { [validatorIdOf(form.id)]: validate } });
    expect(validator.validateFormData(badId, resolved.schema as never).errors.map((error) => error.message)).toEqual(['身份证号格式不对哦~']);
    expect(validator.lastResult?.first?.message).toBe('身份证号格式不对哦~');
  });
});
