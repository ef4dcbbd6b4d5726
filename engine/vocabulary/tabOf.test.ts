import { describe, expect, it } from 'vitest';
import { tabOf } from './tabOf';
import { testVocabulary } from './testVocabulary';

describe('tabOf', () => {
  it('answers the tab that lists a state', () => {
    expect(tabOf(testVocabulary, 4)).toBe(1);
    expect(tabOf(testVocabulary, testVocabulary.changes.submit)).toBe(1);
    expect(tabOf(testVocabulary, 1)).toBe(0);
  });

  it('answers the first tab for a state no tab lists', () => {
    expect(tabOf(testVocabulary, 3)).toBe(0);
  });
});
