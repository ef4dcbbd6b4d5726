import { describe, expect, it } from 'vitest';
import { confirmationState } from './confirmationState';

const now = new Date('2026-11-25T10:00:00Z');
const row = { state: 'requested' as const, kind: 'link' as const, expires_at: new Date('2026-11-28T10:00:00Z'), fingerprint: null };

describe('confirmationState', () => {
  it('derives void from a fingerprint that no longer matches', () => {
    expect(confirmationState({ ...row, state: 'confirmed', fingerprint: 'a' }, 'a', now)).toBe('confirmed');
    expect(confirmationState({ ...row, state: 'confirmed', fingerprint: 'a' }, 'b', now)).toBe('void');
  });
  it('tells a link past its time from one still open, and a party never asked', () => {
    expect(confirmationState(row, 'a', now)).toBe('requested');
    expect(confirmationState({ ...row, expires_at: new Date('2026-11-25T09:59:59Z') }, 'a', now)).toBe('expired');
    expect(confirmationState({ ...row, kind: 'partner', expires_at: null }, 'a', now)).toBe('requested');
    expect(confirmationState(undefined, 'a', now)).toBe('notSent');
    expect(confirmationState({ ...row, state: 'declined' }, 'a', now)).toBe('declined');
  });
});
