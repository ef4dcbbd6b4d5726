import { describe, expect, it } from 'vitest';
import { saveFailureKey } from './saveFailure';

describe('saveFailureKey', () => {
  it('names the spec message of each kind of save', () => {
    expect(saveFailureKey({ partyType: '0' })).toBe('proinst.saveFailed');
    expect(saveFailureKey({ savetype: '3' })).toBe('proinst.saveFailed');
    expect(saveFailureKey({ savetype: '4' })).toBe('proinst.cancelSaveFailed');
    expect(saveFailureKey({})).toBe('proinst.unitSaveFailed');
  });
});
