import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { bookingRoutes } from './bookingRoutes';
import { callnumRoutes } from './callnumRoutes';
import { downloadRoutes } from './downloadRoutes';
import { cancelApplicationAppointment, createAppointmentRepository } from './repository';
import { createAppointmentService, type AppointmentReference } from './service';
import { applicationBookingsFor } from '../../applications/applicationBookings';
import type { ApplicationAppointments } from '../../applications/applicationAppointments';
import type { Outbox } from '../../outbox/outbox';
import { bookingEvent } from '../../appointments/bookingEvent';

/** Centres, businesses, slots and windows: the configuration under schemas/appointments, as served now. */
const referenceOf = (deps: AppDeps): AppointmentReference => () => deps.schemas.snapshot().registry.appointments;

/** Appointments change an application's booking state through filing, which owns applications. */
const serviceFor = (deps: AppDeps) =>
  createAppointmentService(createAppointmentRepository(deps.db, applicationBookingsFor(deps.db, deps.schemas)), deps.users, referenceOf(deps), deps.outbox, () => deps.schemas.vocabulary());

/** Appointments, service sites and downloads, and the queue system (spec 001 sections 2.7-2.10, 7.2, 7.3). */
export function appointmentRoutes(deps: AppDeps): Router {
  const service = serviceFor(deps);
  return Router().use(bookingRoutes(deps, service), downloadRoutes(service, deps.env.REGISTRY_REGION_CODE), callnumRoutes(deps, service));
}

/**
 * What filing's revoke asks of appointments, in its own transaction (docs/decisions/0037): the
 * live appointment is cancelled and the citizen told (booking.cancelled, queued in that
 * transaction, once per order as a cancellation of their own is).
 */
export function applicationAppointmentsFor(outbox: Outbox): ApplicationAppointments {
  return {
    async cancelLive(trx, prolsh) {
      const cancelled = await cancelApplicationAppointment(trx, prolsh);
      for (const order of cancelled) await outbox.enqueue(trx, bookingEvent('booking.cancelled', order));
      return cancelled.length;
    },
    committed: () => outbox.kick(),
  };
}
