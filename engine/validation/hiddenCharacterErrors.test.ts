import { describe, expect, it } from 'vitest';
import { hiddenCharacterErrors } from './hiddenCharacterErrors';
import type { MessageContext } from './messageForError';

const context = (data: Record<string, unknown>): MessageContext => ({
  data,
  rootSchema: { type: 'object', properties: { name: { type: 'string', title: '姓名', 'x-titleEn': 'Name' }, area: { type: 'number', title: '面积' } } },
  locale: 'en',
  translate: (key, params) => `${key}:${params?.name}`,
});

describe('hiddenCharacterErrors', () => {
  it('refuses any text value carrying a right-to-left override, naming its field', () => {
    expect(hiddenCharacterErrors(context({ name: 'ab\u202ecd', area: 12 }))).toEqual([
      { path: '/name', field: 'name', keyword: 'hiddenCharacters', messageKey: 'validation.hiddenCharacters', params: { name: 'Name' }, message: 'validation.hiddenCharacters:Name' },
    ]);
  });
  it('passes plain text and numbers', () => {
    expect(hiddenCharacterErrors(context({ name: '张三', area: 12 }))).toEqual([]);
  });
});
