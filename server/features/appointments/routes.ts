import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { bookingRoutes } from './bookingRoutes';
import { callnumRoutes } from './callnumRoutes';
import { appointmentClerkRoutes } from './clerkRoutes';
import { downloadRoutes } from './downloadRoutes';
import { cancelApplicationAppointment, createAppointmentRepository } from './repository';
import { createAppointmentService } from './service';
import { applicationBookingsFor } from '../filing/applicationBookings';

/** Appointments change an application's booking state through filing, which owns applications. */
const repositoryFor = (deps: AppDeps) => createAppointmentRepository(deps.db, applicationBookingsFor(deps.db));

/** Appointments, service sites and downloads, and the queue system (spec 001 sections 2.7-2.10, 7.2, 7.3). */
export function appointmentRoutes(deps: AppDeps): Router {
  const service = createAppointmentService(repositoryFor(deps), deps.users);
  return Router().use(bookingRoutes(deps, service), downloadRoutes(service), callnumRoutes(deps, service));
}

/** What filing's revoke asks of appointments, in its own transaction (docs/decisions/0037). */
export const applicationAppointments = { cancelLive: cancelApplicationAppointment };

/** The clerk's calls (under the clerk API prefix and its own flood guard). */
export function appointmentClerkApiRoutes(deps: AppDeps): Router {
  return appointmentClerkRoutes(deps, createAppointmentService(repositoryFor(deps), deps.users), applicationBookingsFor(deps.db));
}
