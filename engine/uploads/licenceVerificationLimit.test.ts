import { describe, expect, it } from 'vitest';
import { VERIFY_LIMIT_LABEL, VERIFY_MAX_BYTES } from './licenceVerificationLimit';

describe('the licence verification limit', () => {
  it('is labelled with the limit it enforces', () => {
    expect(VERIFY_MAX_BYTES).toBe(512_000_000);
    expect(VERIFY_LIMIT_LABEL).toBe('500M');
  });
});
