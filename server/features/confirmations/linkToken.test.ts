import { describe, expect, it } from 'vitest';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import { LINK_TOKEN_PATTERN, hashLinkToken, newLinkToken } from './linkToken';

describe('link tokens', () => {
  it('are letters only, so the masking of messages never touches them, and differ each time', () => {
    const tokens = Array.from({ length: 50 }, newLinkToken);
    for (const token of tokens) {
      expect(token).toMatch(LINK_TOKEN_PATTERN);
      expect(maskSensitiveText(`/confirm/${token}`)).toBe(`/confirm/${token}`);
    }
    expect(new Set(tokens).size).toBe(50);
  });

  it('are stored as a hash', () => {
    const token = newLinkToken();
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).not.toContain(token);
  });
});
