import { describe, expect, it } from 'vitest';
import { pickLocale } from './pickLocale';

describe('pickLocale', () => {
  it('reads an Accept-Language header', () => {
    expect(pickLocale('en-US,en;q=0.9')).toBe('en');
    expect(pickLocale('zh-TW,zh;q=0.9')).toBe('zh-CN');
  });
  it('falls back to Chinese', () => {
    expect(pickLocale(undefined)).toBe('zh-CN');
    expect(pickLocale(['fr-FR'])).toBe('zh-CN');
  });
});
