import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives working defaults on a bare machine', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.fileStore).toBe('disk');
    expect(env.EMULATION).toBe(true);
  });
  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL: must be a postgres');
    }
  });
  it('shares files through the database when PostgreSQL is used', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://localhost/x' }).fileStore).toBe('database');
  });
});
