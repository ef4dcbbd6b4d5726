import { describe, expect, it } from 'vitest';
import { inEachLocale } from './inEachLocale';

describe('inEachLocale', () => {
  it('writes a text in every language the hall speaks', () => {
    expect(inEachLocale((locale) => (locale === 'en' ? 'seller' : '卖方'))).toEqual({ 'zh-CN': '卖方', en: 'seller' });
  });
});
