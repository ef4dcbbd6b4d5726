import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n/translate';
import { runHelperCheck } from './helperChecks';

const zh = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key as MessageKey, params);

describe('helper checks', () => {
  it('IsIDCard', () => {
    expect(runHelperCheck('IsIDCard', '11010519491231002X', zh)).toEqual({ valid: true, message: '' });
    expect(runHelperCheck('IsIDCard', '110105194912310021', zh)).toEqual({ valid: false, message: '身份证格式有误!' });
  });
  it('IsChineseCharacter', () => {
    expect(runHelperCheck('IsChineseCharacter', '张三', zh).valid).toBe(true);
    expect(runHelperCheck('IsChineseCharacter', 'zhang', zh).message).toBe('中文格式不对哦~');
  });
  it('IsMobilePhoneNumber', () => {
    expect(runHelperCheck('IsMobilePhoneNumber', '13800138000', zh).valid).toBe(true);
    expect(runHelperCheck('IsMobilePhoneNumber', '12800138000', zh).message).toBe('手机号码格式不对哦~');
  });
});
