import { describe, expect, it } from 'vitest';
import { missingChoice } from './missingChoice';

describe('missingChoice', () => {
  it('names the first empty selector in the order place, business, date, time', () => {
    expect(missingChoice({ area: null, process: null, day: null, slot: null })).toBe('appoint.needArea');
    expect(missingChoice({ area: 1, process: null, day: 1, slot: 1 })).toBe('appoint.needProcess');
    expect(missingChoice({ area: 1, process: 1, day: null, slot: null })).toBe('appoint.needDate');
    expect(missingChoice({ area: 1, process: 1, day: 1, slot: null })).toBe('appoint.needTime');
    expect(missingChoice({ area: 1, process: 1, day: 1, slot: 1 })).toBeNull();
  });
});
