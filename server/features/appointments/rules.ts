import { chinaDate, upcomingDays } from './calendarDays';
import { HOLIDAYS, QUEUE_CONFIG } from './referenceData';

const MINUTE_MS = 60_000;

/** Booking a slot closes yuyueabovetime minutes before it starts (docs/decisions/0030). */
export function bookingClosed(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - QUEUE_CONFIG.yuyueabovetime * MINUTE_MS;
}

/**
 * The last day open for booking: today and the next yuyueday working days (docs/decisions/0030).
 * A day a clerk opened further ahead exists but is not bookable yet (docs/decisions/0037).
 */
export function lastBookableDay(now: Date): string {
  return upcomingDays(chinaDate(now), QUEUE_CONFIG.yuyueday, HOLIDAYS).at(-1)!.date;
}

/** A slot is closed to booking once its booking window has shut, or while its day is beyond the window. */
export function slotClosed(startsAt: Date, now: Date): boolean {
  return bookingClosed(startsAt, now) || chinaDate(startsAt) > lastBookableDay(now);
}

/** Cancelling closes cancelyuyuetime minutes before the slot starts (docs/decisions/0030). */
export function cancelClosed(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - QUEUE_CONFIG.cancelyuyuetime * MINUTE_MS;
}

/** Region 140200 words the success of a booking its own way (spec 001 section 8). */
export const OWN_SUCCESS_REGION = '140200';
