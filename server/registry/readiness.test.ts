import { describe, expect, it } from 'vitest';
import { addWorkingDays, imagesReady, ownershipReady } from './readiness';

describe('readiness of a new certificate', () => {
  it('counts three working days, skipping the weekend', () => {
    // Thursday 2024-06-13 10:00 CST → Tuesday 2024-06-18 10:00 CST
    const issued = new Date('2024-06-13T10:00:00+08:00');
    expect(addWorkingDays(issued, 3).toISOString()).toBe(new Date('2024-06-18T10:00:00+08:00').toISOString());
    expect(imagesReady(issued, new Date('2024-06-17T10:00:00+08:00'))).toBe(false);
    expect(imagesReady(issued, new Date('2024-06-18T10:00:00+08:00'))).toBe(true);
  });
  it('delays the ownership status five minutes', () => {
    const issued = new Date('2024-06-13T10:00:00Z');
    expect(ownershipReady(issued, new Date('2024-06-13T10:04:59Z'))).toBe(false);
    expect(ownershipReady(issued, new Date('2024-06-13T10:05:00Z'))).toBe(true);
  });
});
