import { describe, expect, it } from 'vitest';
import { placeholderWhileEmpty } from './placeholderWhileEmpty';

function field(value: string, placeholder?: string) {
  const attributes = new Map<string, string>(placeholder === undefined ? [] : [['placeholder', placeholder]]);
  return {
    value,
    attributes,
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, text: string) => void attributes.set(name, text),
    hasAttribute: (name: string) => attributes.has(name),
    removeAttribute: (name: string) => void attributes.delete(name),
  } as unknown as HTMLInputElement & { attributes: Map<string, string> };
}

describe('placeholderWhileEmpty', () => {
  it('takes the placeholder away once the field has text', () => {
    const element = field('张', '请输入');
    placeholderWhileEmpty(element, '请输入');
    expect(element.attributes.has('placeholder')).toBe(false);
  });

  it('puts it back when the field is emptied', () => {
    const element = field('');
    placeholderWhileEmpty(element, '请输入');
    expect(element.attributes.get('placeholder')).toBe('请输入');
  });

  it('leaves an empty field without placeholder text alone', () => {
    const element = field('');
    placeholderWhileEmpty(element, undefined);
    expect(element.attributes.has('placeholder')).toBe(false);
  });
});
