import type { Transaction } from 'kysely';
import { centreBusinesses } from '../../../engine/appointments/centreBusinesses';
import { dayUnder } from '../../../engine/appointments/slotUnder';
import type { AppointmentConfig } from '../../../engine/appointments/types';
import { hallCalendar } from '../../../engine/calendar/workingDays';
import type { ScheduleCurrent, ScheduleImpact, SchedulePublished, ScheduleResolution } from '../../../engine/contract/staff/schedule';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { refuseStaff } from '../../domain/refusal';
import type { Outbox } from '../../outbox/outbox';
import { chinaDate } from '../../appointments/calendarDays';
import { scheduleRepository as repository } from '../../appointments/scheduleRepository';
import { calendarIdOf, slotRowsOf } from '../../appointments/slotRows';
import { errorsIn } from '../../schemas/configurationCheck';
import { candidateOf, type Publisher } from '../../schemas/publisher';
import type { SchemaVersions } from '../../schemas/schemaVersions';
import { audit, type AuditActor } from '../shared/audit';
import { applyRescheduling, conflictsOf, droppedBookings, REFERENCE_FILE, reschedulingOf, underOf, type Rescheduling } from '../../appointments/reschedule';

type Trx = Transaction<Database>;

export interface Scheduler {
  actor: AuditActor;
  name: string;
}

export interface ScheduleDeps {
  db: Db;
  versions: SchemaVersions;
  publisher: Publisher;
  outbox: Outbox;
  /** Filing's: a cancelled booking's application may book again (server/applications). */
  release: (trx: Trx, wlsh: string) => Promise<void>;
  now?: () => Date;
}

/**
 * The scheduler's service (issue 32, docs/decisions/0096): the appointment configuration edited
 * and published as a configuration version through the one publisher, and a centre's day opened
 * or closed. What a change does to the stored calendar is worked out and applied in the
 * publication's own transaction, under the version table's lock and the changed slots' row
 * locks: two schedulers publish one after the other, and a citizen's booking of a slot that loses
 * its places waits, then finds none. A change that drops bookings is refused, naming them, until
 * each is given a resolution: moved or cancelled, the citizen told through the outbox.
 */
export function createScheduleService(deps: ScheduleDeps) {
  const now = deps.now ?? (() => new Date());

  async function served() {
    const version = await deps.versions.current();
    const reference = version.files[REFERENCE_FILE] as AppointmentConfig | undefined;
    if (!reference) return refuseStaff('unavailable', 'staff.schedule.unavailable');
    return { version, reference };
  }

  /** The slots of a business a moved booking may take: open under the configuration, not yet closed to booking, earliest first. */
  const openSlotsUnder = (trx: Trx, config: AppointmentConfig) => async (processId: string) => {
    const under = underOf(config);
    const bookableFrom = now().getTime() + config.queue.yuyueabovetime * 60_000;
    return (await repository.slotsFrom(trx, chinaDate(now())))
      .filter((slot) => slot.process_id === processId && !slot.holiday && slot.max_num > 0 && new Date(slot.starts_at).getTime() > bookableFrom && under(slot).capacity > 0)
      .map((slot) => ({ time_id: slot.time_id, calendar: slot.calendar, time_name: slot.time_name }));
  };

  async function reschedule(trx: Trx, change: Rescheduling, resolutions: readonly ScheduleResolution[], config: AppointmentConfig) {
    const dropped = await droppedBookings(trx, change);
    return applyRescheduling(trx, change, dropped, resolutions, { outbox: deps.outbox, release: deps.release, openSlots: openSlotsUnder(trx, config) });
  }

  const withReference = (files: Record<string, unknown>, reference: unknown) => candidateOf({ ...files, [REFERENCE_FILE]: reference });

  return {
    async current(): Promise<ScheduleCurrent> {
      const { version, reference } = await served();
      return { number: version.number, reference };
    },

    /** What publishing a configuration would do: the check's problems, and the bookings it would drop (nothing is kept). */
    async impact(reference: unknown): Promise<ScheduleImpact> {
      const base = await served();
      const candidate = withReference(base.version.files, reference);
      if (errorsIn(candidate.problems).length) return { problems: candidate.problems, conflicts: [] };
      const conflicts = await deps.db.transaction().execute(async (trx) => {
        const change = await reschedulingOf(trx, base.reference, reference as AppointmentConfig, chinaDate(now()));
        return conflictsOf(await droppedBookings(trx, change));
      });
      return { problems: candidate.problems, conflicts };
    },

    async publish(who: Scheduler, input: { reference: unknown; note: string; resolutions: ScheduleResolution[]; basedOn?: number | undefined }): Promise<SchedulePublished> {
      const base = await served();
      if (input.basedOn !== undefined && input.basedOn !== base.version.number) refuseStaff('conflict', 'staff.schedule.stale', { number: base.version.number });
      const candidate = withReference(base.version.files, input.reference);
      const next = input.reference as AppointmentConfig;
      let applied: Omit<SchedulePublished, 'number'> = { moved: [], cancelled: [] };
      const outcome = await deps.publisher.publish(candidate, { note: input.note, publishedBy: who.name }, async (trx, number) => {
        // Another publication since this one was read: its calendar is not the one compared against.
        if (number !== base.version.number + 1) refuseStaff('conflict', 'staff.schedule.stale', { number: number - 1 });
        const change = await reschedulingOf(trx, base.reference, next, chinaDate(now()));
        applied = await reschedule(trx, change, input.resolutions, next);
        await audit.record(trx, who.actor, {
          action: 'schedule.publish',
          target: `version ${number}`,
          after: { number, note: input.note, moved: applied.moved.map((order) => order.serial), cancelled: applied.cancelled.map((order) => order.serial) },
        });
      });
      if (!outcome.ok) return refuseStaff('invalid', 'staff.configuration.refused', { count: outcome.problems.length }, { data: { problems: outcome.problems } });
      deps.outbox.kick();
      return { number: outcome.number, ...applied };
    },

    /**
     * Opens a centre's day (with the slots of its businesses) or closes it as a holiday, at that
     * centre alone: the day's bookings are moved or cancelled as a publication's are.
     */
    async setDay(who: Scheduler, input: { areaId: string; calendar: string; holiday: boolean; resolutions: ScheduleResolution[] }): Promise<Omit<SchedulePublished, 'number'> & { calendarId: string; holiday: boolean }> {
      const { reference } = await served();
      const businesses = centreBusinesses(reference).filter((business) => business.areaId === input.areaId);
      if (!businesses.length) refuseStaff('notFound', 'staff.schedule.areaUnknown', { areaId: input.areaId });
      const calendarId = calendarIdOf(input.areaId, input.calendar);
      const { timeClass } = dayUnder(input.calendar, hallCalendar(reference));
      const applied = await deps.db.transaction().execute(async (trx) => {
        let result: Omit<SchedulePublished, 'number'> = { moved: [], cancelled: [] };
        if (input.holiday) {
          const slots = await repository.slotsOfDay(trx, calendarId);
          const change: Rescheduling = { slots: slots.map((slot) => ({ timeId: slot.time_id, capacity: 0, timeClass, loss: 'closed' })), days: [{ calendarId, holiday: true, timeClass }] };
          result = await reschedule(trx, change, input.resolutions, reference);
        } else {
          const day = { calendar_id: calendarId, area_id: input.areaId, calendar: input.calendar, time_class: timeClass };
          await repository.openDay(trx, day, slotRowsOf(day, businesses, reference.queue.addtime));
        }
        await audit.record(trx, who.actor, {
          action: input.holiday ? 'schedule.closeDay' : 'schedule.openDay',
          target: calendarId,
          after: { areaId: input.areaId, calendar: input.calendar, moved: result.moved.map((order) => order.serial), cancelled: result.cancelled.map((order) => order.serial) },
        });
        return result;
      });
      deps.outbox.kick();
      return { calendarId, holiday: input.holiday, ...applied };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
