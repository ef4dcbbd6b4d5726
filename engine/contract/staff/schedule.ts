import type { AppointmentConfig } from '../../appointments/types';
import type { SlotLoss } from '../../appointments/slotUnder';
import type { ConfigProblem } from './configuration';

/**
 * /staff/api/schedule and /staff/api/counter (issue 32, docs/decisions/0096): the scheduler's
 * centres, businesses, slots, holidays and queue settings published as configuration versions,
 * and the counter's day: bookings, check-in, queue calls. Types only: nothing here runs.
 */

/** GET /staff/api/schedule: the appointment configuration served now and its version. */
export interface ScheduleCurrent {
  number: number;
  reference: AppointmentConfig;
}

/** A booking a schedule change would leave without a place. */
export interface ScheduleConflict {
  orderId: string;
  serial: string;
  /** The citizen's name; the phone masked. */
  name: string;
  phone: string;
  areaName: string;
  processName: string;
  calendar: string;
  timeName: string;
  loss: SlotLoss;
}

/** What to do with a booking that loses its place: moved to the first slot with room of its business, or cancelled. */
export interface ScheduleResolution {
  orderId: string;
  action: 'move' | 'cancel';
}

/** POST /staff/api/schedule/impact {reference}: the check's problems and the bookings it would drop. */
export interface ScheduleImpact {
  problems: ConfigProblem[];
  conflicts: ScheduleConflict[];
}

/** POST /staff/api/schedule/publish {reference, note, resolutions}: the version and what became of the bookings. */
export interface SchedulePublished {
  number: number;
  moved: Array<{ orderId: string; serial: string; calendar: string; timeName: string }>;
  cancelled: Array<{ orderId: string; serial: string }>;
}

/** Where a booking stands at the counter: booked (not yet come), arrived, a no-show after its slot, or cancelled. */
export type Attendance = 'booked' | 'arrived' | 'noshow' | 'cancelled';

/** A booking of the day's table (GET /staff/api/counter/bookings?areaId&day). */
export interface CounterBooking {
  orderId: string;
  serial: string;
  name: string;
  /** Masked. */
  phone: string;
  code: string;
  processName: string;
  timeName: string;
  calendar: string;
  areaName: string;
  wlsh: string;
  attendance: Attendance;
  /** ISO time of the check-in. */
  arrivedAt: string | null;
  arrivedBy: string | null;
  queueNo: number | null;
  queueState: 'waiting' | 'serving' | 'done' | 'skipped' | null;
}

/** The centre's queue today: the number being served and who waits. */
export interface CounterQueue {
  areaId: string;
  day: string;
  serving: { queueNo: number; serial: string; name: string; calls: number } | null;
  waiting: Array<{ queueNo: number; serial: string; name: string }>;
}

export interface CounterCentre {
  areaId: string;
  areaName: string;
}
