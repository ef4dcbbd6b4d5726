import type { AppointmentConfig } from '../../../../engine/appointments/types';
import type { CounterBooking, CounterCentre, CounterQueue, ScheduleConflict, ScheduleCurrent, ScheduleImpact, SchedulePublished, ScheduleResolution } from '../../../../engine/contract/staff/schedule';
import { filledQuery } from '../../lib/filledQuery';
import { staffApi } from '../../lib/staffApi';

export type { AppointmentConfig, CounterBooking, CounterCentre, CounterQueue, ScheduleConflict, ScheduleResolution };

// The scheduler's calls (issue 32, docs/decisions/0096).
export const scheduleKey = '/schedule';
export const getSchedule = () => staffApi.get<ScheduleCurrent>(scheduleKey);
export const scheduleImpact = (reference: AppointmentConfig) => staffApi.post<ScheduleImpact>('/schedule/impact', { reference });
export const publishSchedule = (input: { reference: AppointmentConfig; note: string; basedOn: number; resolutions: ScheduleResolution[] }) => staffApi.post<SchedulePublished>('/schedule/publish', input);
export const setCentreDay = (input: { areaId: string; calendar: string; holiday: boolean; resolutions: ScheduleResolution[] }) =>
  staffApi.post<Omit<SchedulePublished, 'number'>>('/schedule/days', input);

// The counter's calls.
export const centresKey = '/counter/centres';
export const getCentres = () => staffApi.get<CounterCentre[]>(centresKey);
export const bookingsKey = (areaId: string, day: string) => `/counter/bookings?${filledQuery({ areaId, day }).toString()}`;
export const getBookings = (key: string) => staffApi.get<CounterBooking[]>(key);
export const citizenBookingsKey = (orderId: string) => `/counter/bookings/${encodeURIComponent(orderId)}/citizen`;
export const getCitizenBookings = (key: string) => staffApi.get<CounterBooking[]>(key);
export const exportHref = (areaId: string, day: string, format: 'csv' | 'xlsx') => `/staff/api/counter/bookings/export?${filledQuery({ areaId, day, format }).toString()}`;
export const checkIn = (areaId: string, code: string) => staffApi.post<CounterBooking>('/counter/check-in', { areaId, code });
export const queueKey = (areaId: string) => `/counter/queue?${filledQuery({ areaId }).toString()}`;
export const getQueue = (key: string) => staffApi.get<CounterQueue>(key);
export const callQueue = (areaId: string, action: 'next' | 'recall' | 'skip') => staffApi.post<CounterQueue>(`/counter/queue/${action}`, { areaId });
