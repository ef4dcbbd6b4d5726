import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';
import { formatDateTime } from './formatDateTime';

describe('the one date format', () => {
  it('writes a moment as YYYY-MM-DD HH:mm:ss in China time, from any input form', () => {
    expect(formatDateTime('2024-06-03T09:12:00+08:00')).toBe('2024-06-03 09:12:00');
    expect(formatDateTime(new Date('2024-06-03T01:12:00Z'))).toBe('2024-06-03 09:12:00');
    expect(formatDateTime(Date.UTC(2024, 11, 31, 16, 5, 9))).toBe('2025-01-01 00:05:09');
  });

  it('writes the day alone as YYYY-MM-DD', () => {
    expect(formatDate('2024-06-03T23:30:00Z')).toBe('2024-06-04');
  });

  it('shows nothing for no value and an unreadable value as it came', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
