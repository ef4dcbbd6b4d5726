import { QUEUE_CONFIG } from './referenceData';

const MINUTE_MS = 60_000;

/** Booking a slot closes yuyueabovetime minutes before it starts (docs/decisions/0030). */
export function bookingClosed(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - QUEUE_CONFIG.yuyueabovetime * MINUTE_MS;
}

/** Cancelling closes cancelyuyuetime minutes before the slot starts (docs/decisions/0030). */
export function cancelClosed(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - QUEUE_CONFIG.cancelyuyuetime * MINUTE_MS;
}

/** Region 140200 words the success of a booking its own way (spec 001 section 8). */
export const OWN_SUCCESS_REGION = '140200';
