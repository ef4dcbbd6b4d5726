import { describe, expect, it } from 'vitest';
import { emulatorTokens } from './emulatorTokens';

describe('emulatorTokens', () => {
  const tokens = emulatorTokens('a-secret-of-sixteen-chars');
  it('answers the subject of a token it issued, of the same kind only', () => {
    const token = tokens.issue('user', 'demo-verified', 60);
    expect(tokens.verify('user', token)).toBe('demo-verified');
    expect(tokens.verify('refresh', token)).toBeUndefined();
  });
  it('refuses a changed, foreign or expired token', () => {
    const token = tokens.issue('user', 'demo-verified', 60);
    expect(tokens.verify('user', token.replace('demo-verified', 'demo-unverified'))).toBeUndefined();
    expect(tokens.verify('user', emulatorTokens('another-secret-0000').issue('user', 'x', 60))).toBeUndefined();
    expect(tokens.verify('user', tokens.issue('user', 'x', -1))).toBeUndefined();
    expect(tokens.verify('user', 'garbage')).toBeUndefined();
  });
});
