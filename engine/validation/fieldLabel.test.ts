import { describe, expect, it } from 'vitest';
import { fieldLabel } from './fieldLabel';

describe('fieldLabel', () => {
  const schema = { type: 'string', title: '权利起始时间', 'x-titleEn': 'Rights start' };
  it('gives the title in the language asked for, Chinese when there is no English one', () => {
    expect(fieldLabel(schema, 'zh-CN')).toBe('权利起始时间');
    expect(fieldLabel(schema, 'en')).toBe('Rights start');
    expect(fieldLabel({ type: 'string', title: '坐落' }, 'en')).toBe('坐落');
  });
  it('a name from the title configuration wins', () => {
    expect(fieldLabel(schema, 'en', '合同起始时间')).toBe('合同起始时间');
  });
});
