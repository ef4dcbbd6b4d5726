import { describe, expect, it } from 'vitest';
import { maskAuditValue } from './maskAuditValue';

describe('maskAuditValue', () => {
  it('masks ID and phone numbers in nested text and numbers, keeping keys, shape and other values', () => {
    const comment = '义务人身份证号130402199007082649，电话13912345678';
    expect(
      maskAuditValue({ comments: [{ field: 'sqr_zjh', text: comment }], opinions: { first: comment }, phone: 13912345678, step: 5, locked: true, none: null }),
    ).toEqual({
      comments: [{ field: 'sqr_zjh', text: '义务人身份证号1304**********2649，电话139****5678' }],
      opinions: { first: '义务人身份证号1304**********2649，电话139****5678' },
      phone: '139****5678',
      step: 5,
      locked: true,
      none: null,
    });
  });
});
