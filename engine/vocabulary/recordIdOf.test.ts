import { describe, expect, it } from 'vitest';
import { recordIdOf } from './recordIdOf';
import { testVocabulary } from './testVocabulary';

describe('recordIdOf', () => {
  it("reads a party's id under the party key, any other record's under the key", () => {
    expect(recordIdOf(testVocabulary, { party_id: 'p1', name: 'x' })).toBe('p1');
    expect(recordIdOf(testVocabulary, { id: 'u1' })).toBe('u1');
    expect(recordIdOf(testVocabulary, { sqr_id: 'not-the-configured-key' })).toBe('');
  });
});
