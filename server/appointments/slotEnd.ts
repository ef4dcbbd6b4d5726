/**
 * When a slot ends: its day and the end of its name ('09:00-10:00'), China time. A booking not
 * checked in by then is a no-show (docs/decisions/0096): computed from this, never swept.
 */
export function slotEndsAt(calendar: string, timeName: string): Date {
  const end = timeName.split('-')[1] ?? timeName.slice(0, 5);
  return new Date(`${calendar}T${end}:00+08:00`);
}

/** A live booking's attendance at an instant: arrived once checked in, a no-show once its slot ended without. */
export function attendanceOf(order: { status: string; arrived_at: Date | string | null; calendar: string; time_name: string }, now: Date): 'booked' | 'arrived' | 'noshow' | 'cancelled' {
  if (order.status !== 'booked') return 'cancelled';
  if (order.arrived_at) return 'arrived';
  return slotEndsAt(order.calendar, order.time_name) <= now ? 'noshow' : 'booked';
}
