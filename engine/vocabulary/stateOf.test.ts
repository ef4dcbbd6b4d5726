import { describe, expect, it } from 'vitest';
import { stateOf } from './stateOf';
import { testVocabulary } from './testVocabulary';

describe('stateOf', () => {
  it('answers the configured entry of a state', () => {
    expect(stateOf(testVocabulary, 3)).toMatchObject({ name: 'back', stage: 'rejected', rejected: true });
    expect(stateOf(testVocabulary, 1)?.bookingRefusal).toBe('appoint.applicationRevoked');
  });

  it('answers undefined for an unknown state', () => {
    expect(stateOf(testVocabulary, -7)).toBeUndefined();
  });
});
