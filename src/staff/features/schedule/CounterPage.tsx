import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Space, Statistic, Table } from 'antd';
import useSWR from 'swr';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { CallFailed } from '../../lib/CallFailed';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { PageTitle, SectionTitle } from '../../lib/PageTitle';
import { bookingsKey, callQueue, centresKey, checkIn, exportHref, getBookings, getCentres, getQueue, queueKey, type CounterBooking } from './api';
import { AttendanceTag, CitizenBookings } from './CitizenBookings';
import { QrScanner } from './QrScanner';
import './counter.css';

/** Today in China time (the hall's day), as the day picker starts. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * 窗口签到与叫号 (issue 32, docs/decisions/0096): a centre's bookings of a day (printable, CSV and
 * xlsx), check-in by the slip's QR code through the counter's camera or by its number, and the
 * centre's queue called from the same screen. The counter clerk, the scheduler and the admin.
 */
export default function CounterPage() {
  const t = useT();
  const [areaId, setAreaId] = useState<string>();
  const [day, setDay] = useState(chinaToday);
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const [citizenOf, setCitizenOf] = useState<string>();
  const centres = useSWR(centresKey, getCentres);
  const centre = areaId ?? centres.data?.[0]?.areaId;
  const bookings = useSWR(centre ? bookingsKey(centre, day) : null, getBookings);
  const queue = useSWR(centre ? queueKey(centre) : null, getQueue);

  const submit = async (value: string) => {
    if (!centre || !value.trim()) return;
    try {
      const booking = await checkIn(centre, value);
      setOutcome({ type: 'success', text: t('staff.counter.checkedIn', { serial: booking.serial, queueNo: booking.queueNo ?? '' }) });
      setCode('');
    } catch (error) {
      setOutcome({ type: 'error', text: errorText(error) });
    }
    await Promise.all([bookings.mutate(), queue.mutate()]);
  };
  const call = async (action: 'next' | 'recall' | 'skip') => {
    if (!centre) return;
    try {
      await queue.mutate(await callQueue(centre, action), { revalidate: false });
    } catch (error) {
      setOutcome({ type: 'error', text: errorText(error) });
    }
  };

  return (
    <section>
      <PageTitle>{t('staff.counter.title')}</PageTitle>
      <CallFailed error={centres.error} />
      <Form layout="inline" className="counter-no-print" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('staff.counter.centre')}>
          <Select aria-label={t('staff.counter.centre')} style={{ width: 320 }} value={centre} onChange={setAreaId} options={centres.data?.map((item) => ({ value: item.areaId, label: item.areaName }))} />
        </Form.Item>
        <Form.Item label={t('staff.counter.day')}>
          <Input type="date" aria-label={t('staff.counter.day')} value={day} onChange={(event) => event.target.value && setDay(event.target.value)} style={{ width: 170 }} />
        </Form.Item>
      </Form>

      <Space align="start" size="large" wrap className="counter-no-print" style={{ marginBottom: 16 }}>
        <Card title={<SectionTitle>{t('staff.counter.checkIn')}</SectionTitle>} style={{ width: 420 }}>
          <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
            <Input aria-label={t('staff.counter.code')} placeholder={t('staff.counter.code')} value={code} onChange={(event) => setCode(event.target.value)} onPressEnter={() => void submit(code)} />
            <Button type="primary" onClick={() => void submit(code)}>
              {t('staff.counter.checkIn')}
            </Button>
          </Space.Compact>
          <Button onClick={() => setScanning((on) => !on)}>{scanning ? t('staff.counter.stopScan') : t('staff.counter.scan')}</Button>
          {scanning ? (
            <div style={{ marginTop: 12 }}>
              <QrScanner
                label={t('staff.counter.scan')}
                onCode={(scanned) => {
                  setScanning(false);
                  void submit(scanned);
                }}
                onFailure={(reason) => {
                  setScanning(false);
                  setOutcome({ type: 'error', text: t('staff.counter.cameraFailed', { reason }) });
                }}
              />
            </div>
          ) : null}
          {outcome ? <Alert style={{ marginTop: 12 }} type={outcome.type} showIcon role={outcome.type === 'error' ? 'alert' : 'status'} title={outcome.text} /> : null}
        </Card>
        <Card title={<SectionTitle>{t('staff.counter.queue')}</SectionTitle>} style={{ width: 360 }}>
          <CallFailed error={queue.error} />
          <Space size="large">
            <Statistic title={t('staff.counter.serving')} value={queue.data?.serving?.queueNo ?? t('staff.counter.none')} />
            <Statistic title={t('staff.counter.waitingCount', { count: queue.data?.waiting.length ?? 0 })} value={queue.data?.waiting.length ?? 0} />
          </Space>
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" onClick={() => void call('next')}>
              {t('staff.counter.next')}
            </Button>
            <Button onClick={() => void call('recall')}>{t('staff.counter.recall')}</Button>
            <Button danger onClick={() => void call('skip')}>
              {t('staff.counter.skip')}
            </Button>
          </Space>
        </Card>
      </Space>

      <Space className="counter-no-print" style={{ marginBottom: 12 }}>
        <Button onClick={() => window.print()}>{t('staff.counter.print')}</Button>
        {centre ? (
          <>
            <Button href={exportHref(centre, day, 'csv')}>{t('staff.counter.exportCsv')}</Button>
            <Button href={exportHref(centre, day, 'xlsx')}>{t('staff.counter.exportXlsx')}</Button>
          </>
        ) : null}
      </Space>
      <SectionTitle>
        {t('staff.counter.bookings')} · {centres.data?.find((item) => item.areaId === centre)?.areaName} · {day}
      </SectionTitle>
      <CallFailed error={bookings.error} />
      <Table<CounterBooking>
        className="counter-bookings"
        rowKey="orderId"
        size="small"
        loading={bookings.isLoading}
        dataSource={bookings.data}
        pagination={false}
        columns={[
          { title: t('staff.counter.col.time'), dataIndex: 'timeName' },
          { title: t('staff.counter.col.serial'), dataIndex: 'serial' },
          { title: t('staff.counter.col.business'), dataIndex: 'processName' },
          { title: t('staff.counter.col.name'), dataIndex: 'name' },
          { title: t('staff.counter.col.phone'), dataIndex: 'phone' },
          { title: t('staff.counter.col.wlsh'), dataIndex: 'wlsh' },
          { title: t('staff.counter.col.attendance'), render: (_, row) => <AttendanceTag attendance={row.attendance} /> },
          { title: t('staff.counter.col.queueNo'), dataIndex: 'queueNo' },
          { title: t('staff.counter.col.arrivedAt'), render: (_, row) => (row.arrivedAt ? formatDateTime(row.arrivedAt) : '') },
          {
            title: '',
            className: 'counter-no-print',
            render: (_, row) => (
              <Button size="small" onClick={() => setCitizenOf(row.orderId)}>
                {t('staff.counter.viewCitizen')}
              </Button>
            ),
          },
        ]}
      />
      {citizenOf ? <CitizenBookings orderId={citizenOf} onClose={() => setCitizenOf(undefined)} /> : null}
    </section>
  );
}
