import { Router, type Request, type Response } from 'express';
import QRCode from 'qrcode';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { t } from '../../http/locale';
import { translatorFor } from '../../http/translator';
import { originOf } from '../../http/originOf';
import { icsFile } from './icsFile';
import { singlePageAppointmentBody, bookingBody, calendarIdBody, idBody, optionalPlace, orderKeyQuery, proinstQuery, xzqdmQuery } from './requestFields';
import type { AppointmentService, OrderKey, OrderSource } from './service';

const BASE = '/online/public/appointment';
const WX = '/online/wx/appoint';
const APILIST = '/online/wx/apilist';
/** The slip's QR code: large enough for a door scanner from a phone screen. */
const QR_SIZE = 200;

const keyOf = (query: { id?: string | undefined; wlsh?: string | undefined; serial?: string | undefined }): OrderKey =>
  query.id ? { id: query.id } : query.wlsh ? { wlsh: query.wlsh } : { serial: query.serial ?? '' };

/**
 * Appointments with and without an application number and the single-page variant (spec 001
 * sections 2.7, 2.8 and 7.2), at the specification's paths. Reference data is open to all; every
 * order is its owner's alone.
 */
export function bookingRoutes(deps: AppDeps, service: AppointmentService): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;
  const openid = (req: Request) => req.session!.openid;

  // Reference data: centres, their businesses, days and slots.
  router.get([`${BASE}/area`, `${BASE}/area/`], async (_req, res) => sendOk(res, await service.areas()));
  router.get(`${BASE}/areabyxzq`, async (req, res) => sendOk(res, await service.areasOfRegion(parse(xzqdmQuery, req.query, req).xzqdm)));
  for (const path of [`${BASE}/processes/:areaId`, `${BASE}/processes_wx/:areaId`]) {
    const processes = async (req: Request<{ areaId: string }>, res: Response) => sendOk(res, await service.processes(req.params.areaId));
    router.post(path, processes);
    router.get(path, processes);
  }
  router.get(`${BASE}/calendars/:areaId`, async (req, res) => sendOk(res, await service.calendars(req.params.areaId)));
  for (const path of [`${BASE}/counts/:calendarId/:timeClass/:processId`, `${BASE}/counts_wx/:calendarId/:timeClass/:processId`]) {
    router.get(path, async (req: Request<{ calendarId: string; timeClass: string; processId: string }>, res) =>
      sendOk(res, await service.counts(req.params.calendarId, req.params.processId, req.params.timeClass)),
    );
  }

  // Booking: addByWlsh needs the application number; addByWlsh_wx books with or without one.
  const book = (variant: 'wlsh' | 'wx') => async (req: Request, res: Response) => {
    const body = parse(bookingBody, req.body, req);
    if (variant === 'wlsh' && !body.wlsh) parse(bookingBody.required({ wlsh: true }), req.body, req);
    const source: OrderSource = body.wlsh ? 'wlsh' : 'nosh';
    const { order, message } = await service.book(openid(req), { timeId: body.time, source, wlsh: body.wlsh || undefined, xzqdm: body.xzqdm });
    sendOk(res, { ...order, orderid: order.id }, t(req, message.key, message.params));
  };
  router.post([`${BASE}/addByWlsh`, `${BASE}/addByWlsh/`], requireSession, idempotent, book('wlsh'));
  router.post([`${BASE}/addByWlsh_wx`, `${BASE}/addByWlsh_wx/`], requireSession, idempotent, book('wx'));

  // Orders: detail (by id, application number or appointment number), list, cancel, calendar file, QR code.
  for (const path of [`${BASE}/apmorder/detail`, `${BASE}/apmorder/detail_wx`]) {
    router.get(path, requireSession, async (req, res) => sendOk(res, await service.detail(openid(req), keyOf(parse(orderKeyQuery, req.query, req)))));
  }
  router.get(`${BASE}/apmorder/list`, requireSession, async (req, res) => sendOk(res, await service.orders(openid(req), ['wlsh', 'nosh'])));
  router.post(`${BASE}/apmorder/cancel`, requireSession, idempotent, async (req, res) => {
    sendOk(res, await service.cancel(openid(req), parse(idBody, req.body, req).id), t(req, 'appoint.cancelled'));
  });
  router.get(`${BASE}/apmorder/ics`, requireSession, async (req, res) => {
    const tr = translatorFor(req);
    const order = await service.detail(openid(req), keyOf(parse(orderKeyQuery, req.query, req)));
    const text = icsFile({
      uid: `appointment-${order.id}@${new URL(originOf(deps.env, req)).host}`,
      start: new Date(order.startsAt),
      minutes: service.queueConfig().addtime,
      summary: tr('appoint.icsSummary', { process: order.processName }),
      location: `${order.areaName} ${order.address}`.trim(),
      description: `${tr('appoint.serial')}: ${order.serial}${order.wlsh ? `\n${tr('appoint.wlsh')}: ${order.wlsh}` : ''}\n${tr('appoint.showAtEntry')}`,
      stamp: new Date(),
      cancelled: order.status !== 'booked',
    });
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="appointment-${order.serial}.ics"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(text);
  });
  router.get(`${BASE}/apmorder/qrcode`, requireSession, async (req, res) => {
    const order = await service.detail(openid(req), keyOf(parse(orderKeyQuery, req.query, req)));
    // What the door scans: the slip's own address, which shows the order to its owner and to nobody else.
    const target = `${originOf(deps.env, req)}${BASE}/showcard?serial=${encodeURIComponent(order.serial)}`;
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.send(await QRCode.toBuffer(target, { type: 'png', width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }));
  });

  // The application list's external pages (spec 001 section 2.7), served as the app's own screens.
  router.get(`${BASE}/showcard`, (req, res) => {
    const query = parse(orderKeyQuery, req.query, req);
    const [page, key, value] = query.wlsh ? ['/yuyueDetail', 'wlsh', query.wlsh] : query.serial ? ['/yuyueDetailnosh', 'serial', query.serial] : ['/yuyueDetail', 'orderid', query.id ?? ''];
    res.redirect(302, `${page}?${new URLSearchParams({ [key]: value }).toString()}`);
  });
  router.get(`${WX}/index`, (req, res) => {
    const query = parse(proinstQuery, req.query, req);
    const params = new URLSearchParams();
    if (query.proinstid) params.set('proinstid', query.proinstid);
    if (query.prolsh) params.set('prolsh', query.prolsh);
    res.redirect(302, `/yuyueForm?${params.toString()}`);
  });

  // The single-page variant (不动产预约, apmorder, apmrecord).
  router.post(`${WX}/getCalendar`, async (req, res) => {
    const place = parse(optionalPlace, req.body, req);
    sendOk(res, await service.calendarWithSlots(place.areaId, place.processId));
  });
  router.post(`${WX}/queryApmCount`, requireSession, async (req, res) => {
    const tr = translatorFor(req);
    const free = await service.mayBookDay(openid(req), parse(calendarIdBody, req.body, req).calendarId);
    // The duplicate check of spec 001 section 5: a falsy state means the phone is booked that day.
    res.json({ state: free ? 1 : 0, msg: free ? '' : tr('appoint.duplicate'), data: free });
  });
  router.post(`${WX}/addApmCount`, requireSession, idempotent, async (req, res) => {
    const body = parse(singlePageAppointmentBody, req.body, req);
    const { order, message } = await service.book(openid(req), { timeId: body.countId, source: 'apm' });
    sendOk(res, order, t(req, message.key, message.params));
  });
  router.post(`${WX}/getApmRecord`, requireSession, async (req, res) => sendOk(res, await service.orders(openid(req), ['apm'])));
  router.post(`${WX}/cancelApm`, requireSession, idempotent, async (req, res) => {
    sendOk(res, await service.cancel(openid(req), parse(idBody, req.body, req).id), t(req, 'appoint.cancelled'));
  });

  // The apilist calls: records, the holiday listing, the applications that can book.
  router.post(`${APILIST}/getYyRecords`, requireSession, async (req, res) => sendOk(res, await service.orders(openid(req), ['wlsh', 'nosh'])));
  router.post(`${APILIST}/getYyRecords_wx`, requireSession, async (req, res) => sendOk(res, await service.orders(openid(req), ['nosh'])));
  router.post(`${APILIST}/getCalendarList`, async (_req, res) => sendOk(res, await service.calendarList()));
  router.post(`${APILIST}/getYuyueApplyList`, requireSession, async (req, res) => {
    const rows = await service.applications(openid(req));
    sendOk(res, rows.map((row) => ({ ...row, refusal: row.refusal ? t(req, row.refusal) : '' })));
  });
  return router;
}
