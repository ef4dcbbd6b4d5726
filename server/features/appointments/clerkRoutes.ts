import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { CLERK_API_PREFIX, requireClerk } from '../../http/clerkGuard';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { clerkApplicationBody, clerkDayBody } from './requestFields';
import type { ApplicationBookings } from '../../applications/applicationBookings';
import type { AppointmentService } from './service';

/**
 * The clerk's side of appointments (docs/decisions/0031): open a day at a centre or close it as a
 * holiday, and — the emulated registry's part — record an accepted application with its number,
 * as the registry does when a counter filing or an online one is accepted.
 */
export function appointmentClerkRoutes(deps: AppDeps, service: AppointmentService, applications: ApplicationBookings): Router {
  const router = Router();
  const clerk = requireClerk(deps.env.CLERK_TOKEN);
  router.post(`${CLERK_API_PREFIX}/appointments/days`, clerk, async (req, res) => {
    const body = parse(clerkDayBody, req.body, req);
    sendOk(res, await service.setDay(body.areaId, body.calendar, body.holiday));
  });
  router.post(`${CLERK_API_PREFIX}/appointments/applications`, clerk, async (req, res) => {
    const { owner, ...application } = parse(clerkApplicationBody, req.body, req);
    sendOk(res, await applications.recordAccepted({ ...application, xzqdm: application.xzqdm ?? deps.env.REGISTRY_REGION_CODE, openid: owner }));
  });
  return router;
}
