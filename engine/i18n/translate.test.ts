import { describe, expect, it } from 'vitest';
import zhCN from '../../schemas/messages/zh-CN.json' with { type: 'json' };
import en from '../../schemas/messages/en.json' with { type: 'json' };
import { loadCatalogue } from './loadCatalogue';
import { hasCatalogue, translate } from './translate';

describe('translate', () => {
  it('gives the Chinese wording by default and fills placeholders', () => {
    expect(translate('zh-CN', 'common.ok')).toBe('确定');
    expect(translate('zh-CN', 'errors.missingField', { field: 'code' })).toBe('缺少参数：code');
  });
  it('falls back to Chinese until English is loaded, then gives English', async () => {
    if (!hasCatalogue('en')) expect(translate('en', 'shell.pageNotFound')).toBe('页面不存在');
    await loadCatalogue('en');
    expect(translate('en', 'shell.pageNotFound')).toBe('Page not found');
  });
  it('keeps both catalogues on the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
  });
});
