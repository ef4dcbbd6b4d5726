import { describe, expect, it } from 'vitest';
import fwxx from '../../schemas/forms/fwxx.json' with { type: 'json' };
import mortgage from '../../schemas/titles/fwxx-mortgage.json' with { type: 'json' };
import ygYdy from '../../schemas/titles/fwxx-yg-ydy.json' with { type: 'json' };
import type { FormConfig, TitleConfig } from '../schemas/types';
import { applyTitleConfig } from './applyTitleConfig';

const form = fwxx as unknown as FormConfig;

describe('applyTitleConfig', () => {
  it('shows listed fields, requires isfillin 1, hides the rest but never system fields', () => {
    const decision = applyTitleConfig(form, mortgage as TitleConfig);
    expect(decision.required).toEqual(expect.arrayContaining(['bdcqzmh', 'bdcdyh', 'fwsyqmj']));
    expect(decision.optional).toContain('fwyt');
    expect(decision.hidden).toContain('qdjg');
    expect(decision.hidden).not.toContain('id');
    expect(decision.labels.fwsyqmj).toBe('房屋面积');
    expect(decision.order.slice(0, 3)).toEqual(['bdcqzmh', 'bdcdyh', 'zl']);
  });
  it('does not require the certificate number for qllx 423', () => {
    const decision = applyTitleConfig(form, ygYdy as TitleConfig);
    expect(decision.optional).toContain('bdcqzmh');
    expect(decision.required).not.toContain('bdcqzmh');
    expect(decision.required).toEqual(expect.arrayContaining(['bdcdyh', 'fwsyqmj']));
  });
  it('leaves a form without titleConfig alone', () => {
    expect(applyTitleConfig({ ...form, titleConfig: false }, mortgage as TitleConfig).hidden).toEqual([]);
  });
});
