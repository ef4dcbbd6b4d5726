/** Where a booking stands at the counter (docs/decisions/0096), as the server computes it. */
export type Attendance = 'booked' | 'arrived' | 'noshow' | 'cancelled';

/** The status a record shows: cancelled, checked in, a no-show after its slot, or booked. */
export function orderStatusKey(order: { status: 'booked' | 'cancelled'; attendance?: Attendance }) {
  if (order.status !== 'booked') return 'appoint.status.cancelled' as const;
  if (order.attendance === 'arrived') return 'appoint.status.arrived' as const;
  if (order.attendance === 'noshow') return 'appoint.status.noshow' as const;
  return 'appoint.status.booked' as const;
}

/** Whether the status is shown as an ended one (greyed). */
export const statusEnded = (order: { status: 'booked' | 'cancelled'; attendance?: Attendance }) => order.status !== 'booked' || order.attendance === 'noshow';
