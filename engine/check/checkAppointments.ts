import { holidayDates } from '../appointments/holidayDates';
import type { AppointmentConfig } from '../appointments/types';
import { pointer, type Problem } from './types';

function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
const ascending = (times: readonly string[]) => times.every((time, index) => index === 0 || times[index - 1]! < time);

/**
 * What the meta-schema cannot say of the appointment reference data: ids are unique, a centre
 * names businesses that exist, a business a slot template that exists, a business's djlx is a
 * registration type the business catalogue files (so a booking can follow its application),
 * slot times run forward, and holidays and worked weekend days (调休) fall on real days, never both.
 */
export function checkAppointments(file: string, config: AppointmentConfig, filedDjlx: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const duplicates = (items: ReadonlyArray<{ id: string }>, at: string) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) problems.push({ file, pointer: pointer(at, index, 'id'), reason: `duplicate id "${item.id}"` });
      seen.add(item.id);
    });
  };
  duplicates(config.businesses, 'businesses');
  duplicates(config.centres, 'centres');
  for (const [name, template] of Object.entries(config.slotTemplates)) {
    for (const kind of ['full', 'eve'] as const) {
      if (!ascending(template[kind])) problems.push({ file, pointer: pointer('slotTemplates', name, kind), reason: 'slot times must run forward without repeats' });
    }
  }
  const businessIds = new Set(config.businesses.map((business) => business.id));
  config.businesses.forEach((business, index) => {
    if (!config.slotTemplates[business.slots]) problems.push({ file, pointer: pointer('businesses', index, 'slots'), reason: `unknown slot template "${business.slots}"` });
    if (business.djlx !== '' && !filedDjlx.has(business.djlx)) problems.push({ file, pointer: pointer('businesses', index, 'djlx'), reason: `no business in the catalogue has djlx "${business.djlx}"` });
  });
  config.centres.forEach((centre, index) => {
    centre.businesses.forEach((id, at) => {
      if (!businessIds.has(id)) problems.push({ file, pointer: pointer('centres', index, 'businesses', at), reason: `unknown business "${id}"` });
    });
  });
  config.holidays.forEach((holiday, index) => {
    if (!isCalendarDate(holiday.from)) problems.push({ file, pointer: pointer('holidays', index, 'from'), reason: `"${holiday.from}" is not a day of the calendar` });
  });
  const closed = holidayDates(config.holidays);
  (config.workdays ?? []).forEach((day, index) => {
    if (!isCalendarDate(day)) problems.push({ file, pointer: pointer('workdays', index), reason: `"${day}" is not a day of the calendar` });
    else if (closed.has(day)) problems.push({ file, pointer: pointer('workdays', index), reason: `"${day}" is also a holiday` });
  });
  return problems;
}
