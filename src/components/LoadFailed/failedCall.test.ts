import { describe, expect, it, vi } from 'vitest';
import { failedCall } from './failedCall';

describe('failedCall', () => {
  it('is null while every call has its data or has not failed', () => {
    const mutate = vi.fn(async () => undefined);
    expect(failedCall({ data: 1, mutate }, { mutate })).toBeNull();
    expect(failedCall({ data: [], error: new Error('stale'), mutate })).toBeNull();
  });

  it('answers the first failure and retries every failed call, not the others', () => {
    const ok = vi.fn(async () => undefined);
    const first = vi.fn(async () => undefined);
    const second = vi.fn(async () => undefined);
    const failure = failedCall({ data: 1, mutate: ok }, { error: new Error('cities'), mutate: first }, { error: new Error('profile'), mutate: second });
    expect((failure?.error as Error).message).toBe('cities');
    failure?.retry();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(ok).not.toHaveBeenCalled();
  });
});
