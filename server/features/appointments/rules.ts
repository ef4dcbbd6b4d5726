import { businessNameOf } from '../../../engine/appointments/businessNameOf';
import { hallCalendar } from '../../../engine/calendar/workingDays';
import type { AppointmentConfig } from '../../../engine/appointments/types';
import { chinaDate, upcomingDays } from '../../appointments/calendarDays';

const MINUTE_MS = 60_000;

/**
 * The windows of booking and cancelling under one appointment configuration (schemas/appointments;
 * meanings in docs/decisions/0030 and 0045).
 */
export function bookingRules(config: AppointmentConfig) {
  const { queue } = config;
  const calendar = hallCalendar(config);
  /** Booking a slot closes yuyueabovetime minutes before it starts. */
  const bookingClosed = (startsAt: Date, now: Date) => now.getTime() >= startsAt.getTime() - queue.yuyueabovetime * MINUTE_MS;
  /**
   * The last day open for booking: today and the next yuyueday working days. A day a clerk opened
   * further ahead exists but is not bookable yet (docs/decisions/0037).
   */
  const lastBookableDay = (now: Date) => upcomingDays(chinaDate(now), queue.yuyueday, calendar).at(-1)!.date;
  return {
    config,
    queue,
    bookingClosed,
    lastBookableDay,
    /** The days the calendar holds from today: the booking window with its closed days. */
    upcomingDays: (now: Date) => upcomingDays(chinaDate(now), queue.yuyueday, calendar),
    /** A slot is closed to booking once its booking window has shut, or while its day is beyond the window. */
    slotClosed: (startsAt: Date, now: Date) => bookingClosed(startsAt, now) || chinaDate(startsAt) > lastBookableDay(now),
    /** Cancelling closes cancelyuyuetime minutes before the slot starts. */
    cancelClosed: (startsAt: Date, now: Date) => now.getTime() >= startsAt.getTime() - queue.cancelyuyuetime * MINUTE_MS,
    businessNameOf: (djlx: string) => businessNameOf(config, djlx),
  };
}

export type BookingRules = ReturnType<typeof bookingRules>;

/** Region 140200 words the success of a booking its own way (spec 001 section 8). */
export const OWN_SUCCESS_REGION = '140200';
