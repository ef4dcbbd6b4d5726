import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { listRecordsNosh } from '../api/appointments';
import { OrderCards } from '../components/OrderCards';
import '../appointments.css';

/** yuyuenosh: a new appointment without an application number, and the appointment numbers booked so far. */
export default function CounterAppointmentsPage() {
  const t = useT();
  const navigate = useNavigate();
  // The user is the session's; a query openid is passed on so that another person's is refused.
  const [search] = useSearchParams();
  const { data, error } = useSWR(['appointment-records-nosh', search.get('openid')], () => listRecordsNosh(search.get('openid')));
  return (
    <div className="apt-page">
      <Button className="apt-new" block color="primary" size="large" onClick={() => navigate('/yuyueFormnosh')}>
        {t('appoint.newBooking')}
      </Button>
      {error ? <p className="apt-empty">{error instanceof Error ? error.message : ''}</p> : null}
      {data?.length === 0 ? <p className="apt-empty">{t('appoint.empty')}</p> : null}
      {data ? <OrderCards orders={data} showSerial slipPath={(order) => `/yuyueDetailnosh?orderid=${order.id}`} /> : null}
    </div>
  );
}
