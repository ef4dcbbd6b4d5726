import type { Attendance } from '../model/orderStatus';
import { api } from '../../../lib/api/client';

/** The reference data and orders of spec 001 section 3, as the server answers them. */
export interface Area {
  areaId: string;
  areaName: string;
  address: string;
  worktime: string;
  phone: string;
}
export interface Process {
  processId: string;
  processName: string;
}
export interface CalendarDay {
  calendarId: string;
  calendar: string;
  timeClass: string;
  weekday: number;
}
export interface Slot {
  timeId: string;
  countId: string;
  timeName: string;
  maxNum: number;
  countNum: number;
  /** The server's word: the slot has started, starts within the booking cut-off, or its day is not open yet. */
  closed: boolean;
}
export interface DayWithSlots extends CalendarDay {
  times: Slot[];
}
export interface Order {
  id: string;
  serial: string;
  name: string;
  phone: string;
  code: string;
  wlsh: string;
  djlx: string;
  /** 业务类型: the business's name. */
  djlxName: string;
  status: 'booked' | 'cancelled';
  /** At the counter: checked in, or a no-show once its slot ended without (docs/decisions/0096). */
  attendance?: Attendance;
  cancellable: boolean;
  createTime: string;
  createdate: string;
  yysj: string;
  calendar: string;
  timeName: string;
  processName: string;
  areaName: string;
  address: string;
}
export interface BookableApplication {
  id: string;
  name: string;
  prolsh: string;
  kyy: number;
  /** Where the application stands, as the server decides it. */
  stage: 'reviewing' | 'approved' | 'rejected' | 'revoked';
  /** Why it may not book, as the server would refuse it; empty when it may. */
  refusal: string;
  xzqdm: string;
  areaname: string;
}

const BASE = '/online/public/appointment';

export const listAreas = (xzqdm: string | undefined) => (xzqdm ? api.get<Area[]>(`${BASE}/areabyxzq`, { xzqdm }) : api.get<Area[]>(`${BASE}/area/`));
/** The places of the citizen's region, or every place when the region has none. */
export async function listPlacesFor(xzqdm: string | undefined): Promise<Area[]> {
  const found = await listAreas(xzqdm);
  return found.length ? found : listAreas(undefined);
}
export const listProcesses = (areaId: string) => api.post<Process[]>(`${BASE}/processes_wx/${encodeURIComponent(areaId)}`);
export const listCalendars = (areaId: string) => api.get<CalendarDay[]>(`${BASE}/calendars/${encodeURIComponent(areaId)}`);
export const listSlots = (day: CalendarDay, processId: string) =>
  api.get<Slot[]>(`${BASE}/counts_wx/${encodeURIComponent(day.calendarId)}/${encodeURIComponent(day.timeClass)}/${encodeURIComponent(processId)}`);

/** The duplicate check of spec 001 section 5: true when the phone has no booking that day. */
export async function mayBookDay(calendarId: string): Promise<boolean> {
  const body = await api.post<{ state: number }>('/online/wx/appoint/queryApmCount', { calendarId }, { raw: true, silent: true });
  return body.state === 1;
}

export interface BookingChoice {
  area: Area;
  process: Process;
  calendar: CalendarDay;
  time: Slot;
  wlsh?: string | undefined;
  xzqdm?: string | undefined;
}

/** addByWlsh with an application number, addByWlsh_wx without; answers the order and the success message. */
export async function book(choice: BookingChoice): Promise<{ order: Order; message: string }> {
  const path = choice.wlsh ? `${BASE}/addByWlsh/` : `${BASE}/addByWlsh_wx/`;
  const body = await api.post<{ data: Order; msg: string }>(path, { ...choice }, { raw: true, silent: true });
  return { order: body.data, message: body.msg };
}

export type OrderKey = { orderid: string } | { wlsh: string } | { serial: string };
const keyQuery = (key: OrderKey) => ('orderid' in key ? { id: key.orderid } : key);

export const getOrder = (key: OrderKey) => api.get<Order>(`${BASE}/apmorder/detail_wx`, keyQuery(key));
export const orderCalendarUrl = (id: string) => `${BASE}/apmorder/ics?id=${encodeURIComponent(id)}`;
export const orderQrUrl = (id: string) => `${BASE}/apmorder/qrcode?id=${encodeURIComponent(id)}`;
export const cancelOrder = (id: string) => api.post<Order>(`${BASE}/apmorder/cancel`, { id });

export const listApplications = () => api.post<BookableApplication[]>('/online/wx/apilist/getYuyueApplyList');
export const listRecords = () => api.post<Order[]>('/online/wx/apilist/getYyRecords');
/** The orders without an application number; a query openid is sent so the server can refuse another's. */
export const listRecordsNosh = (openid: string | null) => api.post<Order[]>('/online/wx/apilist/getYyRecords_wx', openid ? { openid } : {});

// The single-page variant.
/** The open days of the chosen place, each with its slots for the chosen business. */
export const getCalendarWithSlots = (areaId: string, processId: string) => api.post<DayWithSlots[]>('/online/wx/appoint/getCalendar', { areaId, processId });
export const getCalendarList = () => api.post<{ isHoliday: boolean }>('/online/wx/apilist/getCalendarList', {}, { silent: true });
export async function bookSinglePageAppointment(day: DayWithSlots, slot: Slot): Promise<{ order: Order; message: string }> {
  const body = await api.post<{ data: Order; msg: string }>('/online/wx/appoint/addApmCount', { calendarId: day.calendarId, countId: slot.countId, yysj: day.calendar }, { raw: true, silent: true });
  return { order: body.data, message: body.msg };
}
export const listSinglePageAppointments = () => api.post<Order[]>('/online/wx/appoint/getApmRecord');
export const cancelSinglePageAppointment = (id: string) => api.post<Order>('/online/wx/appoint/cancelApm', { id });

// The queue system (spec 001 section 7.3), at /callnum/{action}.
export interface QueueOrder {
  id: string;
  serial: string;
  name: string;
  phone: string;
  remark: string;
  queueName: string;
  comName: string;
  resDay: string;
  resTime: string;
  status: 'booked' | 'cancelled';
  attendance?: Attendance;
  cancellable: boolean;
  /** Today's live order: the number served at its centre, its own once checked in, and how many wait ahead. */
  queue?: { serving: number | null; yourNumber: number | null; ahead: number } | null;
}
export interface QueueNumbers {
  resTime: string;
  total: number;
  used: number;
  left: number;
  closed: boolean;
}
export interface QueueAnswer<T> {
  stat: number;
  message: string;
  data: T;
}

export const queueCompanies = () => api.post<{ comID: string; comName: string }[]>('/callnum/comlist');
export const queueGroups = (comID: string) => api.post<{ groupId: string; groupName: string }[]>('/callnum/business/grouplist', { comID });
export const queueDays = (comID: string, groupId: string) => api.post<{ resDay: string; weekday: number }[]>('/callnum/makeanapp/resdate', { comID, groupId });
export const queueNumbers = (comID: string, groupId: string, aboutDate: string) => api.post<QueueNumbers[]>('/callnum/makeanapp/datanum', { comID, groupId, aboutDate });
export const queueOrders = () => api.post<QueueOrder[]>('/callnum/order/list');

/** order/add and order/cancle answer in a dialog whatever the outcome: the whole answer, never thrown. */
async function queueCall(path: string, body: Record<string, unknown>): Promise<QueueAnswer<QueueOrder | null>> {
  try {
    return await api.post<QueueAnswer<QueueOrder>>(path, body, { raw: true, silent: true });
  } catch (error) {
    return { stat: 0, message: error instanceof Error ? error.message : '', data: null };
  }
}
export const addQueueOrder = (order: { queueid: string; resDay: string; resTime: string; remark: string }) => queueCall('/callnum/order/add', order);
export const cancelQueueOrder = (id: string) => queueCall('/callnum/order/cancle', { id });
