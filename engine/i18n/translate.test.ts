import { describe, expect, it } from 'vitest';
import zhCN from '../../schemas/messages/zh-CN.json' with { type: 'json' };
import en from '../../schemas/messages/en.json' with { type: 'json' };
import { translate } from './translate';

describe('translate', () => {
  it('gives the Chinese wording by default and fills placeholders', () => {
    expect(translate('zh-CN', 'common.ok')).toBe('确定');
    expect(translate('zh-CN', 'errors.missingField', { field: 'code' })).toBe('缺少参数：code');
  });
  it('gives English once the English catalogue is there', () => {
    expect(translate('en', 'shell.pageNotFound')).toBe('Page not found');
  });
  it('keeps both catalogues on the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
  });
});
