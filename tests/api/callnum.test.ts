import { describe, expect, it } from 'vitest';
import { bookingUser } from '../support/appointmentHelpers';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

type StatBody<T = unknown> = { stat: number; message: string; data: T };
type QueueOrder = { id: string; serial: string; queueid: string; resDay: string; resTime: string; status: string; phone: string; remark: string };

describe.skipIf(!baseUrl)('the queue system (spec 001 section 7.3)', () => {
  it('lists companies, businesses, days and numbers, with its configuration and notices', async () => {
    const { client } = await newSignedInUser(baseUrl, 'cn');
    const companies = await client.get<StatBody<{ comID: string; comName: string }[]>>('/callnum/comlist');
    expect(companies.body.stat).toBe(1);
    expect(companies.body.data[0]).toEqual({ comID: 'hd01', comName: '邯郸市不动产登记中心' });
    const details = await client.post<StatBody<{ comID: string; address: string }[]>>('/callnum/company/list');
    expect(details.body.data[0]).toMatchObject({ comID: 'hd01', address: '邯郸市丛台区人民东路366号' });
    const groups = await client.post<StatBody<{ groupId: string; groupName: string }[]>>('/callnum/business/grouplist', { comID: 'hd01' });
    expect(groups.body.data[0]).toEqual({ groupId: 'hd01-dy', groupName: '抵押登记' });
    const queues = await client.post<StatBody<{ queueid: string }[]>>('/callnum/business/sellist', { comID: 'hd01' });
    expect(queues.body.data).toHaveLength(5);
    const days = await client.post<StatBody<{ resDay: string }[]>>('/callnum/makeanapp/resdate', { comID: 'hd01', groupId: 'hd01-dy' });
    expect(days.body.data.length).toBeGreaterThanOrEqual(7);
    const numbers = await client.post<StatBody<{ resTime: string; total: number; left: number }[]>>('/callnum/makeanapp/datanum', { comID: 'hd01', groupId: 'hd01-dy', aboutDate: days.body.data[1]!.resDay });
    expect(numbers.body.data[0]).toMatchObject({ resTime: '09:00-10:00', total: 20 });
    const one = await client.post<StatBody<{ left: number }>>('/callnum/makeanapp/timenum', { comID: 'hd01', groupId: 'hd01-dy', aboutDate: days.body.data[1]!.resDay, aboutTime: '09:00-10:00' });
    expect(one.body.data.left).toBe(numbers.body.data[0]!.left);
    expect((await client.post('/callnum/makeanapp/timenum', { comID: 'hd01', groupId: 'hd01-dy', aboutDate: days.body.data[1]!.resDay, aboutTime: '03:00-04:00' })).status).toBe(404);
    expect((await client.post('/callnum/makeanapp/datanum', { comID: 'hd01', groupId: 'hd01-dy', aboutDate: 'tomorrow' })).status).toBe(400);
    expect((await client.get<StatBody>('/callnum/system/addtime')).body.data).toEqual({ id: '1', strtime: '09:00', addtime: 60, yuyueabovetime: 30, cancelyuyuetime: 60, yuyueday: 7 });
    const news = await client.get<StatBody<{ content: string }[]>>('/callnum/system/newslist');
    expect(news.body.data.map((n) => n.content)).toContain('同一手机号每天只能预约一次。');
  });

  it('books, lists, counts and cancels queue orders, each its owner only', async () => {
    const me = await bookingUser(baseUrl);
    const other = await bookingUser(baseUrl);
    const days = await me.client.post<StatBody<{ resDay: string }[]>>('/callnum/makeanapp/resdate', { comID: 'hd03', groupId: 'hd03-cx' });
    const resDay = days.body.data[2]!.resDay;
    const order = { wechatid: me.openid, webid: '', name: me.name, remark: '补换证书', phone: me.phone, queueid: 'hd03-cx', resDay, resTime: '15:00-16:00' };
    const added = await me.client.post<StatBody<QueueOrder>>('/callnum/order/add', order);
    expect(added.body).toMatchObject({ stat: 1, data: { queueid: 'hd03-cx', resDay, resTime: '15:00-16:00', status: 'booked', remark: '补换证书' } });
    expect(added.body.message).toBe(`排队预约成功，预约号${added.body.data.serial}`);
    expect(added.body.data.phone).not.toBe(me.phone);

    expect((await me.client.post<StatBody>('/callnum/order/add', { ...order, resTime: '09:00-10:00' })).body).toMatchObject({ stat: 0, message: '您已预约，不能重复预约！' });
    expect((await other.client.post('/callnum/order/add', { ...order, wechatid: me.openid })).status).toBe(403);
    expect((await me.client.post('/callnum/order/add', { ...order, resTime: '20:00-21:00' })).status).toBe(404);

    const list = await me.client.post<StatBody<QueueOrder[]>>('/callnum/order/list');
    expect(list.body.data.map((o) => o.id)).toEqual([added.body.data.id]);
    expect((await other.client.post<StatBody<QueueOrder[]>>('/callnum/order/list')).body.data).toEqual([]);
    expect((await me.client.post<StatBody>('/callnum/order/count')).body.data).toEqual({ total: 1, booked: 1 });

    expect((await other.client.post('/callnum/order/cancle', { id: added.body.data.id })).status).toBe(404);
    const cancelled = await me.client.post<StatBody<QueueOrder>>('/callnum/order/cancle', { id: added.body.data.id });
    expect(cancelled.body).toMatchObject({ stat: 1, message: '取消成功', data: { status: 'cancelled' } });
    expect((await me.client.post<StatBody>('/callnum/order/cancle', { id: added.body.data.id })).body).toMatchObject({ stat: 0, message: '该预约已取消' });
    expect((await me.client.post<StatBody>('/callnum/order/count')).body.data).toEqual({ total: 1, booked: 0 });
    expect((await new TestClient(baseUrl).post('/callnum/order/list')).status).toBe(401);
  });
});
