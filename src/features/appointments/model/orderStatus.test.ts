import { describe, expect, it } from 'vitest';
import { orderStatusKey, statusEnded } from './orderStatus';

describe('orderStatusKey', () => {
  it('names arrivals and no-shows of live bookings, and cancellations', () => {
    expect(orderStatusKey({ status: 'booked', attendance: 'arrived' })).toBe('appoint.status.arrived');
    expect(orderStatusKey({ status: 'booked', attendance: 'noshow' })).toBe('appoint.status.noshow');
    expect(orderStatusKey({ status: 'booked' })).toBe('appoint.status.booked');
    expect(orderStatusKey({ status: 'cancelled', attendance: 'cancelled' })).toBe('appoint.status.cancelled');
    expect(statusEnded({ status: 'booked', attendance: 'noshow' })).toBe(true);
  });
});
