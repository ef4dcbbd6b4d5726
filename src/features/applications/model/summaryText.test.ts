import { describe, expect, it } from 'vitest';
import type { PageSection } from '../../../../engine/schemas/types';
import { summaryText } from './summaryText';

const holding: PageSection['summary'] = { field: 'czfs', map: { '01': '共同持证' }, mapEn: { '01': 'Joint holding' }, otherwise: '分别持证', otherwiseEn: 'Separate holding' };
const mortgage: PageSection['summary'] = { field: 'dyfs', map: { '1': '一般抵押' }, otherwise: '最高抵押' };

describe('summaryText (spec 001 section 2.5)', () => {
  it('shows 共同持证 for czfs 01 and 分别持证 otherwise', () => {
    expect(summaryText(holding, '01', 'zh-CN')).toBe('共同持证');
    expect(summaryText(holding, '02', 'zh-CN')).toBe('分别持证');
    expect(summaryText(holding, undefined, 'zh-CN')).toBe('分别持证');
    expect(summaryText(holding, '01', 'en')).toBe('Joint holding');
  });

  it('shows 一般抵押 for dyfs 1 (number or text) and 最高抵押 otherwise', () => {
    expect(summaryText(mortgage, 1, 'zh-CN')).toBe('一般抵押');
    expect(summaryText(mortgage, '2', 'zh-CN')).toBe('最高抵押');
    expect(summaryText(mortgage, '2', 'en')).toBe('最高抵押');
  });

  it('is empty without a summary', () => {
    expect(summaryText(undefined, '01', 'zh-CN')).toBe('');
  });
});
