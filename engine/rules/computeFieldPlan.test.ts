import { describe, expect, it } from 'vitest';
import dyqxx from '../../schemas/forms/dyqxx.json' with { type: 'json' };
import fwxx from '../../schemas/forms/fwxx.json' with { type: 'json' };
import sale from '../../schemas/titles/fwxx-sale.json' with { type: 'json' };
import type { FormConfig, TitleConfig } from '../schemas/types';
import { computeFieldPlan } from './computeFieldPlan';

const mortgage = dyqxx as unknown as FormConfig;

describe('computeFieldPlan', () => {
  it('mortgage way 1 shows and requires the secured principal, hides the maximum claim', () => {
    const plan = computeFieldPlan(mortgage, { data: { dyfs: '1' } });
    expect(plan.hidden.has('bdbzzqse')).toBe(false);
    expect(plan.required.has('bdbzzqse')).toBe(true);
    expect(plan.hidden.has('zgzqse')).toBe(true);
    expect(plan.hidden.has('zgzqqdss')).toBe(true);
  });
  it('mortgage way 2 shows the maximum claim amount and the confirmed-true field', () => {
    const plan = computeFieldPlan(mortgage, { data: { dyfs: '2' } });
    expect(plan.hidden.has('bdbzzqse')).toBe(true);
    expect(plan.hidden.has('zgzqse')).toBe(false);
    expect(plan.hidden.has('zgzqqdss')).toBe(false);
    expect(plan.required.has('zgzqse')).toBe(true);
    expect(plan.required.has('zgzqqdss')).toBe(false);
  });
  it('keeps the schema required fields: creditor start and end time and mortgage way', () => {
    const plan = computeFieldPlan(mortgage, { data: {} });
    for (const field of ['dyfs', 'zqlxqx_start', 'zqlxqx_end']) expect(plan.required.has(field)).toBe(true);
  });
  it('applies the title configuration to the unit form', () => {
    const plan = computeFieldPlan(fwxx as unknown as FormConfig, { titleConfig: sale as TitleConfig });
    expect(plan.required.has('qdjg')).toBe(true);
    expect(plan.hidden.has('bdbzzqse')).toBe(true);
    expect(plan.labels.fwsyqmj).toBe('房屋面积(㎡)');
  });
});
