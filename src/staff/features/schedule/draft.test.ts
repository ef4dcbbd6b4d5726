import { describe, expect, it } from 'vitest';
import { edited, listOf } from './draft';
import type { AppointmentConfig } from './api';

describe('the schedule draft', () => {
  it('reads typed lists and edits a copy', () => {
    expect(listOf('09:00, 10:00，11:00  14:00')).toEqual(['09:00', '10:00', '11:00', '14:00']);
    const draft = { queue: { yuyueday: 7 } } as AppointmentConfig;
    const next = edited(draft, (copy) => {
      copy.queue.yuyueday = 9;
    });
    expect([draft.queue.yuyueday, next.queue.yuyueday]).toEqual([7, 9]);
  });
});
