import { describe, expect, it } from 'vitest';
import { saveFailureKey } from './saveFailureKey';
import { testVocabulary } from './testVocabulary';

describe('saveFailureKey', () => {
  it('picks the message by what is saved', () => {
    expect(saveFailureKey(testVocabulary, { partyType: '0' })).toBe('party.failed');
    expect(saveFailureKey(testVocabulary, {})).toBe('unit.failed');
    expect(saveFailureKey(testVocabulary, { savetype: '1' })).toBe('rights.failed');
  });

  it("lets a savetype's own message win", () => {
    expect(saveFailureKey(testVocabulary, { savetype: '9' })).toBe('proinst.cancelSaveFailed');
  });
});
