import { describe, expect, it } from 'vitest';
import profile from '../../schemas/forms/profile.json' with { type: 'json' };
import type { FormConfig } from '../schemas/types';
import { conditionalTitles } from './conditionalTitles';

const form = profile as unknown as FormConfig;

describe('conditionalTitles', () => {
  it('names an enterprise profile’s fields for a company', () => {
    const titles = conditionalTitles(form, { usertype: '1' });
    expect(titles.name).toMatchObject({ title: '企业名称', titleEn: 'Company name', placeholder: '请输入企业名称' });
    expect(titles.cardnum).toMatchObject({ title: '统一社会信用代码', titleEn: 'Unified social credit code' });
    expect(titles.name).not.toHaveProperty('when');
    expect(titles.phone).toBeUndefined();
  });

  it('leaves a personal profile’s own titles', () => {
    expect(conditionalTitles(form, { usertype: '0' })).toEqual({});
    expect(conditionalTitles(form, {})).toEqual({});
  });
});
