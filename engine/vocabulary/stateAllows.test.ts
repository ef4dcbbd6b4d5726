import { describe, expect, it } from 'vitest';
import { stateAllows } from './stateAllows';
import { testVocabulary } from './testVocabulary';

describe('stateAllows', () => {
  it('answers what the configured state allows', () => {
    expect(stateAllows(testVocabulary, 1, 'edit')).toBe(true);
    expect(stateAllows(testVocabulary, 1, 'revoke')).toBe(false);
    expect(stateAllows(testVocabulary, 2, 'revoke')).toBe(true);
    expect(stateAllows(testVocabulary, 4, 'book')).toBe(true);
    expect(stateAllows(testVocabulary, 3, 'book')).toBe(false);
  });

  it('lets an unknown state do nothing', () => {
    expect(stateAllows(testVocabulary, 99, 'edit')).toBe(false);
  });
});
