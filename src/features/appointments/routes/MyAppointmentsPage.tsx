import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import { listApmRecords, listRecords, queueOrders } from '../api/appointments';
import { appointmentRows } from '../model/myAppointments';
import '../appointments.css';

/**
 * 我的预约 (/myAppointments): every booking and queue order of the citizen, whichever screen made
 * it, each leading to its slip. The three record screens of the specification each list one
 * variant only; this is the one the menus and 我的 lead to.
 */
export default function MyAppointmentsPage() {
  const t = useT();
  const bookings = useSWR('appointment-records', listRecords);
  const singlePage = useSWR('appointment-apm-records', listApmRecords);
  const queue = useSWR('queue-orders', queueOrders);
  const failure = failedCall(bookings, singlePage, queue);
  if (failure) return <LoadFailed {...failure} />;
  if (!bookings.data || !singlePage.data || !queue.data) return <p className="apt-empty">{t('common.loading')}</p>;
  const rows = appointmentRows(bookings.data, singlePage.data, queue.data);
  return (
    <div className="apt-page">
      {rows.length === 0 ? <p className="apt-empty">{t('appoint.noRecords')}</p> : null}
      {rows.map((row) => (
        <Link key={row.key} to={row.slip} className="apt-card" style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
          <h2>{row.title}</h2>
          <p>
            {t('appoint.yysj')}：{row.when}
          </p>
          <p>
            {t('appoint.serial')}：{row.serial}
          </p>
          <p className={row.status === 'booked' ? undefined : 'apt-cancelled'}>{t(row.status === 'booked' ? 'appoint.status.booked' : 'appoint.status.cancelled')}</p>
          <p className="apt-actions">{t('appoint.view')}</p>
        </Link>
      ))}
    </div>
  );
}
