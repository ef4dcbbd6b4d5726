import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { originOf } from '../../http/originOf';
import { parse } from '../../http/parse';
import { applicationBookingsFor } from '../../applications/applicationBookings';
import { chinaDate } from '../../appointments/calendarDays';
import { actorOf, requirePage } from '../shared/staffGuard';
import { staffTranslatorFor } from '../shared/staffMessages';
import { sendTable } from '../shared/tableExport';
import { bookingsTable } from './bookingsTable';
import { createCounterService } from './counterService';
import { createScheduleService } from './scheduleService';

const id = z.string().trim().min(1).max(80);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const resolutions = z.array(z.object({ orderId: id, action: z.enum(['move', 'cancel']) })).max(5000).default([]);
// The reference file is checked whole by schemas:check at publish (its meta-schema), not here.
const reference = z.record(z.string().max(200), z.unknown());
const impactBody = z.object({ reference });
const publishBody = z.object({ reference, note: z.string().trim().max(500).default(''), resolutions, basedOn: z.number().int().min(1).optional() });
const dayBody = z.object({ areaId: id, calendar: day, holiday: z.boolean().default(false), resolutions });
const centreQuery = z.object({ areaId: id });
const bookingsQuery = z.object({ areaId: id, day: day.optional() });
const exportQuery = bookingsQuery.extend({ format: z.enum(['csv', 'xlsx']) });
const checkInBody = z.object({ areaId: id, code: z.string().trim().min(1).max(500) });
const callParams = z.object({ action: z.enum(['next', 'recall', 'skip']) });
const orderParams = z.object({ id });
const applicationBody = z.object({
  owner: id,
  prolsh: id,
  name: z.string().trim().min(1).max(200),
  djlx: z.string().trim().max(10).default('200'),
  qllx: z.string().trim().max(10).default('4'),
  xzqdm: z.string().regex(/^\d{6}$/).optional(),
  kyy: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
});

/**
 * The scheduler's and the counter's calls under /staff/api (issue 32, docs/decisions/0096):
 * /schedule for the page `schedule` (scheduler, system_admin), /counter for the page `counter`
 * (scheduler, acceptance_clerk, system_admin). The clerk API's appointment calls retired into them.
 */
export function scheduleRoutes(deps: AppDeps): Router {
  const router = Router();
  const bookings = applicationBookingsFor(deps.db, deps.schemas);
  const schedule = createScheduleService({ db: deps.db, versions: deps.schemaVersions, publisher: deps.publisher, outbox: deps.outbox, release: bookings.release });
  const counter = createCounterService({ db: deps.db, schemas: deps.schemas });
  const scheduler = requirePage(deps.schemas, 'schedule');
  const clerk = requirePage(deps.schemas, 'counter');
  const who = (req: Request) => ({ actor: actorOf(req), name: req.staff!.name });
  const today = () => chinaDate(new Date());

  router.get('/schedule', scheduler, async (_req, res) => sendOk(res, await schedule.current()));
  router.post('/schedule/impact', scheduler, async (req, res) => sendOk(res, await schedule.impact(parse(impactBody, req.body, req).reference)));
  router.post('/schedule/publish', scheduler, async (req, res) => sendOk(res, await schedule.publish(who(req), parse(publishBody, req.body, req))));
  router.post('/schedule/days', scheduler, async (req, res) => sendOk(res, await schedule.setDay(who(req), parse(dayBody, req.body, req))));

  router.get('/counter/centres', clerk, (_req, res) => sendOk(res, counter.centres()));
  router.get('/counter/bookings', clerk, async (req, res) => {
    const query = parse(bookingsQuery, req.query, req);
    sendOk(res, await counter.bookings(query.areaId, query.day ?? today()));
  });
  router.get('/counter/bookings/export', clerk, async (req, res) => {
    const query = parse(exportQuery, req.query, req);
    const date = query.day ?? today();
    const rows = await counter.bookings(query.areaId, date);
    await sendTable(res, query.format, `bookings-${query.areaId}-${date}`, bookingsTable(rows, staffTranslatorFor(req)), 'bookings');
  });
  router.get('/counter/bookings/:id/citizen', clerk, async (req, res) => sendOk(res, await counter.citizenBookings(parse(orderParams, req.params, req).id)));
  router.post('/counter/check-in', clerk, async (req, res) => {
    const body = parse(checkInBody, req.body, req);
    sendOk(res, await counter.checkIn(who(req), { ...body, origin: originOf(deps.env, req) }));
  });
  router.get('/counter/queue', clerk, async (req, res) => sendOk(res, await counter.queue(parse(centreQuery, req.query, req).areaId)));
  router.post('/counter/queue/:action', clerk, async (req, res) => {
    const { action } = parse(callParams, req.params, req);
    sendOk(res, await counter.call(who(req), parse(centreQuery, req.body, req).areaId, action));
  });
  // The emulated registry's part at the counter: an application accepted there, with its number.
  router.post('/counter/applications', clerk, async (req, res) => {
    const body = parse(applicationBody, req.body, req);
    sendOk(res, await counter.recordApplication(who(req), { ...body, xzqdm: body.xzqdm ?? deps.env.REGISTRY_REGION_CODE }));
  });
  return router;
}
