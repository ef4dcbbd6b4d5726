import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { listRecords } from '../api/appointments';
import { OrderCards } from '../components/OrderCards';
import '../appointments.css';

/** yuyueRecord: the user's orders, newest first; a tap opens yuyueDetail. */
export default function AppointmentRecordsPage() {
  const t = useT();
  const { data } = useSWR('appointment-records', listRecords);
  if (!data) return null;
  return (
    <div className="apt-page">
      {data.length === 0 ? <p className="apt-empty">{t('appoint.empty')}</p> : null}
      <OrderCards orders={data} slipPath={(order) => (order.wlsh ? `/yuyueDetail?orderid=${order.id}` : `/yuyueDetailnosh?orderid=${order.id}`)} />
    </div>
  );
}
