import { describe, expect, it } from 'vitest';
import { VERIFY_LIMIT_LABEL, VERIFY_MAX_BYTES } from './licenceVerificationLimit';

describe('the licence verification limit', () => {
  it('is the byte figure of the contract, labelled in the words of the specification', () => {
    expect(VERIFY_MAX_BYTES).toBe(5_120_000_000);
    expect(VERIFY_LIMIT_LABEL).toBe('500M');
  });
});
