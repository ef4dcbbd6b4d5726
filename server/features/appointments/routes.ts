import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { bookingRoutes } from './bookingRoutes';
import { callnumRoutes } from './callnumRoutes';
import { appointmentClerkRoutes } from './clerkRoutes';
import { downloadRoutes } from './downloadRoutes';
import { createAppointmentRepository } from './repository';
import { createAppointmentService } from './service';

/** Appointments, service sites and downloads, and the queue system (spec 001 sections 2.7-2.10, 7.2, 7.3). */
export function appointmentRoutes(deps: AppDeps): Router {
  const service = createAppointmentService(createAppointmentRepository(deps.db), deps.users, deps.outbox);
  return Router().use(bookingRoutes(deps, service), downloadRoutes(service), callnumRoutes(deps, service));
}

/** The clerk's calls (under the clerk API prefix and its own flood guard). */
export function appointmentClerkApiRoutes(deps: AppDeps): Router {
  const repository = createAppointmentRepository(deps.db);
  return appointmentClerkRoutes(deps, createAppointmentService(repository, deps.users, deps.outbox), repository);
}
