import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import { listSinglePageAppointments, listRecords, queueOrders } from '../api/appointments';
import { BOOKING_VARIANTS } from '../model/bookingVariants';
import { appointmentRows } from '../model/myAppointments';
import '../appointments.css';
import { orderStatusKey, statusEnded } from '../model/orderStatus';

/**
 * 我的预约 (/myAppointments): every way to book (the home's one 预约办事 tile leads here, decision
 * 0065), then every booking and queue order of the citizen, whichever screen made it, each leading
 * to its slip. The three record screens of the specification each list one variant only; this is
 * the one the menus and 我的 lead to.
 */
export default function MyAppointmentsPage() {
  const t = useT();
  const variants = (
    <nav className="apt-variants" aria-label={t('appoint.newBooking')}>
      <h2>{t('appoint.newBooking')}</h2>
      {BOOKING_VARIANTS.map((variant) => (
        <Link key={variant.path} to={variant.path} className="apt-variant">
          {t(variant.label)}
        </Link>
      ))}
    </nav>
  );
  const bookings = useSWR('appointment-records', listRecords);
  const singlePage = useSWR('appointment-single-page-records', listSinglePageAppointments);
  const queue = useSWR('queue-orders', queueOrders);
  const failure = failedCall(bookings, singlePage, queue);
  // The ways to book stay offered while the records load or fail.
  if (failure || !bookings.data || !singlePage.data || !queue.data) {
    return (
      <div className="apt-page">
        {variants}
        {failure ? <LoadFailed {...failure} /> : <p className="apt-empty">{t('common.loading')}</p>}
      </div>
    );
  }
  const rows = appointmentRows(bookings.data, singlePage.data, queue.data);
  return (
    <div className="apt-page">
      {variants}
      <h2 className="apt-heading">{t('appoint.mine')}</h2>
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
          <p className={statusEnded(row) ? 'apt-cancelled' : undefined}>{t(orderStatusKey(row))}</p>
          <p className="apt-actions">{t('appoint.view')}</p>
        </Link>
      ))}
    </div>
  );
}
