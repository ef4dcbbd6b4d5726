import { hallCalendar as calendarOf, type HallCalendar } from '../../engine/calendar/workingDays';
import type { SchemaService } from './service';

/**
 * The hall's one calendar as configured now (schemas/appointments: holidays and the weekend days
 * worked in their place; docs/decisions/0073), read per call as the workflow is.
 */
export function hallCalendar(schemas: Pick<SchemaService, 'snapshot'>): HallCalendar {
  const config = schemas.snapshot().registry.appointments;
  if (!config) throw new Error('schemas/appointments/reference.json is missing or failed schemas:check');
  return calendarOf(config);
}
