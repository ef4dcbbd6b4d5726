import { describe, expect, it } from 'vitest';
import { rejectionCollapses } from './rejectionCollapses';

describe('rejectionCollapses', () => {
  it('keeps a text open while its length plus 4 fits (width − 30) / 12', () => {
    // 360 px: (360 − 30) / 12 = 27.5 → up to 23 characters stay open.
    expect(rejectionCollapses('材'.repeat(23), 360)).toBe(false);
    expect(rejectionCollapses('材'.repeat(24), 360)).toBe(true);
  });

  it('depends on the screen width', () => {
    const text = '材'.repeat(21); // 25 characters' room needed
    expect(rejectionCollapses(text, 320)).toBe(true); // (320 − 30) / 12 ≈ 24.2
    expect(rejectionCollapses(text, 412)).toBe(false); // (412 − 30) / 12 ≈ 31.8
  });

  it('never collapses an empty text on a phone', () => {
    expect(rejectionCollapses('', 320)).toBe(false);
  });
});
