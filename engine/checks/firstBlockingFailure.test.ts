import { describe, expect, it } from 'vitest';
import { firstBlockingFailure } from './firstBlockingFailure';
import type { CheckOutcome } from './types';

const outcome = (id: string, passed: boolean, blocking: boolean): CheckOutcome => ({ id, passed, blocking, title: `staff.checks.${id}`, refusal: `checks.${id}`, evidence: [] });

describe('firstBlockingFailure', () => {
  it('is the first failed check that blocks; warnings and passes never stop the citizen', () => {
    expect(firstBlockingFailure([outcome('a', true, true), outcome('b', false, false), outcome('c', false, true), outcome('d', false, true)])?.id).toBe('c');
    expect(firstBlockingFailure([outcome('a', true, true), outcome('b', false, false)])).toBeUndefined();
    expect(firstBlockingFailure([])).toBeUndefined();
  });
});
