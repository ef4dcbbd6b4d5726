import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, totpCode, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('gives the RFC 6238 test vectors (last six digits)', () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
  });

  it('takes a code of the step either side once, and refuses it again or older', () => {
    const at = 1_700_000_000_000;
    const step = totpStep(at);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), at, step)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), at, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), at, null)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, 'abcdef', at, null)).toBeUndefined();
  });
});
