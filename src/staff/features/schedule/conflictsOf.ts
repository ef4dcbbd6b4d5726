import { ApiError } from '../../../lib/api/apiError';
import type { ScheduleConflict } from './api';

/** The bookings a refused change names (a 409 whose answer lists them), or none. */
export function conflictsOf(error: unknown): ScheduleConflict[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const data = (error.body as { data?: { conflicts?: ScheduleConflict[] } } | null)?.data;
  return Array.isArray(data?.conflicts) ? data.conflicts : [];
}
