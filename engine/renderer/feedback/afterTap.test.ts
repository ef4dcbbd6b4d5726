import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAP_SETTLE_MS, createAfterTap } from './afterTap';

describe('createAfterTap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once when nothing is being tapped', () => {
    const later = createAfterTap(new EventTarget());
    const run = vi.fn();
    later(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('holds a change made while a finger is down until the tap’s click has been dispatched', () => {
    const page = new EventTarget();
    const later = createAfterTap(page);
    const run = vi.fn();
    page.dispatchEvent(new Event('pointerdown'));
    later(run);
    page.dispatchEvent(new Event('pointerup'));
    expect(run).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('click'));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });

  it('lets the change through shortly after the finger lifts when no click follows', () => {
    const page = new EventTarget();
    const later = createAfterTap(page);
    const run = vi.fn();
    page.dispatchEvent(new Event('pointerdown'));
    later(run);
    page.dispatchEvent(new Event('pointercancel'));
    vi.advanceTimersByTime(TAP_SETTLE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
