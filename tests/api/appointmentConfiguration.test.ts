import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingUser, slotsOf, type StateBody } from '../support/appointmentHelpers';
import { readConfigurationFolder } from '../../server/schemas/configurationFolder';
import type { startOwnTestServer } from '../support/ownTestServer';
import { copySchemas } from '../support/schemasCopy';

/**
 * The appointment configuration (schemas/appointments) edited while the hall runs: a server on a
 * copy of schemas/ serves the edit once it is published (docs/decisions/0084), without a restart. Fewer places apply to the slots already
 * made (one that holds more bookings keeps them), a time taken out of a template is no longer
 * offered nor bookable, and an order booked before the edit stands.
 */

const schemas = copySchemas('hall-appointment-config');
let server: Awaited<ReturnType<typeof startOwnTestServer>>;

beforeAll(async () => {
  server = await schemas.startServer({ WX_CODE_TTL_SECONDS: '300' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  schemas.remove();
});

type Order = { id: string; serial: string; status: string; timeName: string };

describe('appointment configuration edited while the hall runs', () => {
  it('applies changed places and slot times to the calendar, and keeps what was booked', async () => {
    if (!server) return; // the PostgreSQL half without a server: skipped, as the suite reports
    const first = await bookingUser(server.url, '王晓明');
    const second = await bookingUser(server.url, '李晓红');
    const before = await slotsOf(first.client, 'hd02', 0, 2);
    expect(before.slots.map((slot) => `${slot.timeName} ${slot.maxNum}`)).toEqual(['09:00-10:00 20', '10:00-11:00 20', '11:00-12:00 20', '14:00-15:00 20', '15:00-16:00 20', '16:00-17:00 20']);
    const ten = before.slots[1]!;
    const booked = await first.client.post<StateBody<Order>>('/online/wx/appoint/addApmCount', { countId: ten.timeId });
    expect(booked.body.state).toBe(1);

    // One place per slot of hd02's mortgage business; 16:00 no longer in the standard template.
    schemas.edit<{ businesses: Array<{ id: string; capacity: number }>; slotTemplates: Record<string, { full: string[] }> }>('appointments/reference.json', (reference) => {
      reference.businesses.find((business) => business.id === 'dy')!.capacity = 1;
      reference.slotTemplates.standard!.full = reference.slotTemplates.standard!.full.filter((time) => time !== '16:00');
    });

    expect(await server.deps.publisher.publish(readConfigurationFolder(schemas.dir), { note: 'fewer places', publishedBy: 'test' })).toMatchObject({ ok: true, number: 2 });
    await expect
      .poll(async () => (await slotsOf(first.client, 'hd02', 0, 2)).slots.map((slot) => `${slot.timeName} ${slot.countNum}/${slot.maxNum}`), { timeout: 10_000 })
      .toEqual(['09:00-10:00 0/1', '10:00-11:00 1/1', '11:00-12:00 0/1', '14:00-15:00 0/1', '15:00-16:00 0/1']);
    const full = await second.client.post<StateBody>('/online/wx/appoint/addApmCount', { countId: ten.timeId });
    expect(full.body).toMatchObject({ state: 0, msg: '该时间段预约已满，请选择其他时间段！' });
    const gone = await second.client.post<StateBody>('/online/wx/appoint/addApmCount', { countId: before.slots.at(-1)!.timeId });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('预约时间段不存在');

    const records = await first.client.post<StateBody<Order[]>>('/online/wx/appoint/getApmRecord');
    expect(records.body.data).toEqual([expect.objectContaining({ serial: booked.body.data.serial, status: 'booked', timeName: '10:00-11:00' })]);
  }, 120_000);
});
