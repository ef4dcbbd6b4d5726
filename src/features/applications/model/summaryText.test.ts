import { describe, expect, it } from 'vitest';
import type { Dictionary, PageSection } from '../../../../engine/schemas/types';
import { summaryText } from './summaryText';

const dictionaries = new Map<string, Dictionary>([
  ['CZFS', { id: 'CZFS', name: '持证方式', items: [{ code: '01', text: '共同持证', textEn: 'Joint holding' }, { code: '02', text: '分别持证', textEn: 'Separate holding' }] }],
  ['DYFS', { id: 'DYFS', name: '抵押方式', items: [{ code: '1', text: '一般抵押' }, { code: '2', text: '最高抵押' }] }],
]);
const holding: PageSection['summary'] = { field: 'czfs', dictionary: 'CZFS', otherwise: '02' };
const mortgage: PageSection['summary'] = { field: 'dyfs', dictionary: 'DYFS', otherwise: '2' };

describe('summaryText (spec 001 section 2.5)', () => {
  it("shows the dictionary's 共同持证 for czfs 01 and 分别持证 otherwise", () => {
    expect(summaryText(holding, '01', dictionaries, 'zh-CN')).toBe('共同持证');
    expect(summaryText(holding, '02', dictionaries, 'zh-CN')).toBe('分别持证');
    expect(summaryText(holding, undefined, dictionaries, 'zh-CN')).toBe('分别持证');
    expect(summaryText(holding, '01', dictionaries, 'en')).toBe('Joint holding');
  });

  it('shows 一般抵押 for dyfs 1 (number or text) and 最高抵押 otherwise, in Chinese where the dictionary has no English', () => {
    expect(summaryText(mortgage, 1, dictionaries, 'zh-CN')).toBe('一般抵押');
    expect(summaryText(mortgage, '9', dictionaries, 'zh-CN')).toBe('最高抵押');
    expect(summaryText(mortgage, '2', dictionaries, 'en')).toBe('最高抵押');
  });

  it('is empty without a summary, or for a dictionary that is not there', () => {
    expect(summaryText(undefined, '01', dictionaries, 'zh-CN')).toBe('');
    expect(summaryText({ field: 'x', dictionary: 'NONE' }, '01', dictionaries, 'zh-CN')).toBe('');
  });
});
