import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { auditKey } from './api';
import { auditChange, auditFilter } from './auditView';

describe('the audit page', () => {
  it('asks for the trimmed words and the days, and leaves out what is empty', () => {
    const filter = auditFilter({ actor: ' admin ', action: '', dates: [dayjs('2026-02-01'), dayjs('2026-02-03')] });
    expect(auditKey(filter)).toBe('/audit?actor=admin&from=2026-02-01&to=2026-02-03');
    expect(auditKey(auditFilter({}))).toBe('/audit?');
  });

  it('shows a change as before → after, — for none', () => {
    expect(auditChange({ before: null, after: { roles: ['reviewer'] } })).toBe('— → {"roles":["reviewer"]}');
    expect(auditChange({ before: { disabled: false }, after: { disabled: true } })).toBe('{"disabled":false} → {"disabled":true}');
  });
});
