import type { OutboxEvent } from '../outbox/outbox';

/** What a booking's message says and links to: the fields every order row and a new booking share. */
export interface BookingFacts {
  id: string;
  openid: string;
  serial: string;
  calendar: string;
  time_name: string;
  process_name: string;
  area_name: string;
  wlsh: string | null;
}

/** The slip of the order, as the records list opens it (with or without an application number). */
export const slipLink = (order: { id: string; wlsh: string | null }) => `${order.wlsh ? '/yuyueDetail' : '/yuyueDetailnosh'}?orderid=${encodeURIComponent(order.id)}`;

/**
 * The outbox event of a booking made, cancelled, or due tomorrow (issue 21), or moved by the
 * scheduler (issue 32: `moved` says from which day and time, and keys the event by the new slot,
 * so a booking moved twice is told twice).
 */
export function bookingEvent(kind: 'booking.made' | 'booking.cancelled' | 'booking.reminder' | 'booking.moved', order: BookingFacts, moved?: { from: string; timeId: string }): OutboxEvent {
  return {
    kind,
    key: moved ? `${kind}:${order.id}:${moved.timeId}` : `${kind}:${order.id}`,
    openid: order.openid,
    params: { business: order.process_name, date: order.calendar, time: order.time_name, place: order.area_name, serial: order.serial, ...(moved ? { from: moved.from } : {}) },
    link: slipLink(order),
    subjectId: order.id,
  };
}
