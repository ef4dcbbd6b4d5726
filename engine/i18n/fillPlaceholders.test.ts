import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fillPlaceholders';

describe('fillPlaceholders', () => {
  it('fills the names it has and leaves the others as written', () => {
    expect(fillPlaceholders('{date} {time} 预约号{serial}', { date: '2026-11-26', time: 9, other: 'x' })).toBe('2026-11-26 9 预约号{serial}');
  });
});
