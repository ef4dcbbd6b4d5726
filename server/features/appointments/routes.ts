import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { bookingRoutes } from './bookingRoutes';
import { callnumRoutes } from './callnumRoutes';
import { appointmentClerkRoutes } from './clerkRoutes';
import { downloadRoutes } from './downloadRoutes';
import { cancelApplicationAppointment, createAppointmentRepository } from './repository';
import { sharedSchemaService } from '../schemas/service';
import { createAppointmentService, type AppointmentReference } from './service';

/** Centres, businesses, slots and windows: the configuration under schemas/appointments, as served now. */
const reference: AppointmentReference = () => sharedSchemaService().snapshot().registry.appointments;

/** Appointments, service sites and downloads, and the queue system (spec 001 sections 2.7-2.10, 7.2, 7.3). */
export function appointmentRoutes(deps: AppDeps): Router {
  const service = createAppointmentService(createAppointmentRepository(deps.db), deps.users, reference, deps.outbox);
  return Router().use(bookingRoutes(deps, service), downloadRoutes(service), callnumRoutes(deps, service));
}

/** What filing's revoke asks of appointments, in its own transaction (docs/decisions/0037). */
export const applicationAppointments = { cancelLive: cancelApplicationAppointment };

/** The clerk's calls (under the clerk API prefix and its own flood guard). */
export function appointmentClerkApiRoutes(deps: AppDeps): Router {
  const repository = createAppointmentRepository(deps.db);
  return appointmentClerkRoutes(deps, createAppointmentService(repository, deps.users, reference, deps.outbox), repository);
}
