import { describe, expect, it } from 'vitest';
import { testVocabulary } from './testVocabulary';
import { vocabularyOf } from './vocabularyOf';

describe('vocabularyOf', () => {
  it('answers the registry vocabulary', () => {
    expect(vocabularyOf({ vocabulary: testVocabulary })).toBe(testVocabulary);
  });

  it('refuses to guess when the vocabulary is missing', () => {
    expect(() => vocabularyOf({ vocabulary: undefined })).toThrow(/vocabulary\.json/);
  });
});
