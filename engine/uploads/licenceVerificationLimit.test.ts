import { describe, expect, it } from 'vitest';
import { VERIFY_LIMIT_LABEL, VERIFY_MAX_BYTES } from './licenceVerificationLimit';

describe('the licence verification limit', () => {
  it('is the contract's byte figure, labelled in the specification's words', () => {
    expect(VERIFY_MAX_BYTES).toBe(5_120_000_000);
    expect(VERIFY_LIMIT_LABEL).toBe('500M');
  });
});
