import { describe, expect, it } from 'vitest';
import { statesAllowing } from './statesAllowing';
import { testVocabulary } from './testVocabulary';

describe('statesAllowing', () => {
  it('lists every state that allows an action, in configured order', () => {
    expect(statesAllowing(testVocabulary, 'edit')).toEqual([1, 3]);
    expect(statesAllowing(testVocabulary, 'book')).toEqual([2, 4]);
    expect(statesAllowing(testVocabulary, 'revoke')).toEqual([2]);
  });
});
