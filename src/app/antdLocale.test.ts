import { describe, expect, it } from 'vitest';
import { antdLocale } from './antdLocale';

describe('antd-mobile locale', () => {
  it('gives pickers 完成 / 取消 and alerts 确定 in Chinese', () => {
    const zh = antdLocale('zh-CN');
    expect(zh.common.confirm).toBe('完成');
    expect(zh.common.cancel).toBe('取消');
    expect(zh.Dialog.ok).toBe('确定');
  });

  it('has English texts in English', () => {
    const en = antdLocale('en');
    expect(en.common.confirm).toBe('Done');
    expect(en.Dialog.ok).toBe('OK');
  });
});
