import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../schemas/types';
import { isSavetype } from './isSavetype';
import { testVocabulary } from './testVocabulary';

const dictionaries = new Map<string, Dictionary>([['SAVETYPE', { id: 'SAVETYPE', name: '保存类型', items: [{ code: '1', text: 'a' }, { code: '9', text: 'b' }] }]]);

describe('isSavetype', () => {
  it("takes the codes of the vocabulary's savetype dictionary", () => {
    expect(isSavetype({ vocabulary: testVocabulary, dictionaries }, '9')).toBe(true);
    expect(isSavetype({ vocabulary: testVocabulary, dictionaries }, '4')).toBe(false);
  });

  it('takes nothing when the dictionary is missing', () => {
    expect(isSavetype({ vocabulary: testVocabulary, dictionaries: new Map() }, '1')).toBe(false);
  });
});
