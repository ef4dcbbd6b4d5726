import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash';

describe('passwordHash', () => {
  it('stores a salted scrypt hash, never the password, and verifies it', async () => {
    const stored = await hashPassword('abc123');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('abc123');
    expect(await hashPassword('abc123')).not.toBe(stored);
    expect(await verifyPassword('abc123', stored)).toBe(true);
    expect(await verifyPassword('abc124', stored)).toBe(false);
    expect(await verifyPassword('abc123', 'plain')).toBe(false);
  });
});
