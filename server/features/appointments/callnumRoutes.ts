import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { textField } from '../../http/fields';
import { HttpError } from '../../http/httpError';
import { parse } from '../../http/parse';
import { translatorFor } from '../../http/translator';
import { chinaDate, weekdayOf } from '../../appointments/calendarDays';
import { queueStandings } from '../../appointments/queueStanding';
import type { PresentedOrder } from './presentOrder';
import { calendarIdOf } from '../../appointments/slotRows';
import { idBody, input } from './requestFields';
import type { AppointmentService } from './service';

const BASE = '/callnum';
const id = textField(80).pipe(z.string().min(1));
const day = textField(10).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));
const company = z.object({ comID: id });
const group = company.extend({ groupId: id });
const dated = group.extend({ aboutDate: day });
const timed = dated.extend({ aboutTime: textField(20).pipe(z.string().min(1)) });
const orderAdd = z.object({
  wechatid: textField(128).optional(),
  webid: textField(64).optional(),
  name: textField(50).optional(),
  remark: textField(200).default(''),
  phone: textField(20).optional(),
  queueid: id,
  resDay: day,
  resTime: textField(20).pipe(z.string().min(1)),
});

/** A slot as the queue system counts it. */
const slotNumbers = (slot: { timeName: string; maxNum: number; countNum: number; closed: boolean }) => ({
  resTime: slot.timeName,
  total: slot.maxNum,
  used: slot.countNum,
  left: slot.maxNum - slot.countNum,
  closed: slot.closed,
});

/** A booking as a queue order (spec 001 section 3): the identity fields masked like every slip. */
const queueOrder = (order: PresentedOrder) => ({
  id: order.id,
  serial: order.serial,
  name: order.name,
  phone: order.phone,
  remark: order.remark,
  queueid: order.processId,
  queueName: order.processName,
  comID: order.areaId,
  comName: order.areaName,
  resDay: order.calendar,
  resTime: order.timeName,
  status: order.status,
  attendance: order.attendance,
  cancellable: order.cancellable,
  createTime: order.createTime,
});

/**
 * The queue system of spec 001 section 7.3 at /callnum/{action}: companies are the registration
 * centres, groups and queues their businesses, and an order is a booking of the same slots as the
 * other variants — one set of places, one set of rules (docs/decisions/0030).
 */
export function callnumRoutes(deps: AppDeps, service: AppointmentService): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;
  const both = (path: string, ...handlers: RequestHandler[]) => {
    router.get(`${BASE}/${path}`, ...handlers);
    router.post(`${BASE}/${path}`, ...handlers);
  };

  both('comlist', async (_req, res) => sendOk(res, (await service.areas()).map((area) => ({ comID: area.areaId, comName: area.areaName }))));
  both('company/list', async (_req, res) => sendOk(res, (await service.areas()).map((area) => ({ comID: area.areaId, comName: area.areaName, ...area }))));
  both('business/grouplist', async (req, res) => {
    const { comID } = parse(company, input(req), req);
    sendOk(res, (await service.processes(comID)).map((process) => ({ groupId: process.processId, groupName: process.processName })));
  });
  both('business/sellist', async (req, res) => {
    const { comID } = parse(company, input(req), req);
    sendOk(res, (await service.processes(comID)).map((process) => ({ queueid: process.processId, name: process.processName, groupId: process.processId })));
  });
  both('makeanapp/resdate', async (req, res) => {
    const { comID } = parse(group, input(req), req);
    sendOk(res, (await service.calendars(comID)).map((calendar) => ({ resDay: calendar.calendar, weekday: weekdayOf(calendar.calendar) })));
  });
  both('makeanapp/datanum', async (req, res) => {
    const query = parse(dated, input(req), req);
    await service.ensureCalendar();
    sendOk(res, (await service.counts(calendarIdOf(query.comID, query.aboutDate), query.groupId)).map(slotNumbers));
  });
  both('makeanapp/timenum', async (req, res) => {
    const query = parse(timed, input(req), req);
    await service.ensureCalendar();
    const slot = (await service.counts(calendarIdOf(query.comID, query.aboutDate), query.groupId)).find((s) => s.timeName === query.aboutTime);
    if (!slot) throw new HttpError(404, translatorFor(req)('appoint.slotUnknown'));
    sendOk(res, slotNumbers(slot));
  });
  both('system/addtime', (_req, res) => sendOk(res, service.queueConfig()));
  both('system/newslist', (req, res) => {
    const tr = translatorFor(req);
    const c = service.queueConfig();
    sendOk(res, [
      { id: 1, title: tr('appoint.queue.notice'), content: tr('appoint.queue.newsBook', { days: c.yuyueday, minutes: c.addtime, above: c.yuyueabovetime }) },
      { id: 2, title: tr('appoint.queue.notice'), content: tr('appoint.queue.newsCancel', { cancel: c.cancelyuyuetime }) },
      { id: 3, title: tr('appoint.queue.notice'), content: tr('appoint.queue.newsPhone') },
    ]);
  });

  router.post(`${BASE}/order/add`, requireSession, idempotent, async (req, res) => {
    const tr = translatorFor(req);
    const body = parse(orderAdd, req.body, req);
    // wechatid is the messaging app's user: the session's, like any openid (contract, who sees what).
    if (body.wechatid && body.wechatid !== req.session!.openid) throw new HttpError(403, tr('errors.forbidden'));
    const timeId = await service.slotIdByName(body.queueid, body.resDay, body.resTime);
    if (!timeId) throw new HttpError(404, tr('appoint.slotUnknown'));
    const { order } = await service.book(req.session!.openid, { timeId, source: 'callnum', remark: body.remark });
    sendOk(res, queueOrder(order), tr('appoint.queue.bookOk', { serial: order.serial }));
  });
  // Today's live orders carry where they stand in their centre's queue (issue 32): the number served and how many wait ahead.
  both('order/list', requireSession, async (req, res) => {
    const orders = await service.orders(req.session!.openid, ['callnum']);
    const standings = await queueStandings(deps.db, orders, chinaDate(new Date()));
    sendOk(res, orders.map((order) => ({ ...queueOrder(order), queue: standings.get(order.id) ?? null })));
  });
  router.post(`${BASE}/order/cancle`, requireSession, idempotent, async (req, res) => {
    const tr = translatorFor(req);
    sendOk(res, queueOrder(await service.cancel(req.session!.openid, parse(idBody, req.body, req).id)), tr('appoint.cancelled'));
  });
  both('order/count', requireSession, async (req, res) => {
    const orders = await service.orders(req.session!.openid, ['callnum']);
    sendOk(res, { total: orders.length, booked: orders.filter((order) => order.status === 'booked').length });
  });
  return router;
}
