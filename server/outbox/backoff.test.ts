import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from 5 s, stops at an hour, and adds at most a fifth', () => {
    expect(retryDelayMs(1, () => 0)).toBe(5_000);
    expect(retryDelayMs(3, () => 0)).toBe(20_000);
    expect(retryDelayMs(30, () => 0)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThan(6_000);
  });
});
