import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { listApplications } from '../api/appointments';
import { BookingForm } from '../components/BookingForm';
import { OrderSlip } from '../components/OrderSlip';
import '../appointments.css';

/**
 * /yuyueForm?prolsh= (or ?proinstid=&prolsh=, or ?proinstid= from the application list): booking
 * for an application that may book (kyy 1); one already booked (kyy 2) shows its slip instead, and
 * one that may not book says why, as the server would refuse it.
 */
export default function ApplicationAppointmentFormPage() {
  const t = useT();
  const [search] = useSearchParams();
  const proinstid = search.get('proinstid');
  const { data } = useSWR('appointment-applications', listApplications);
  const application = data?.find((a) => (search.get('prolsh') ? a.prolsh === search.get('prolsh') : a.id === proinstid));
  if (!data) return null;
  if (!application) return <p className="apt-empty">{t('appoint.empty')}</p>;
  if (application.kyy === 2) return <OrderSlip orderKey={{ wlsh: application.prolsh }} />;
  if (application.kyy !== 1) return <p className="apt-empty">{application.refusal}</p>;
  return <BookingForm wlsh={application.prolsh} xzqdm={application.xzqdm} slipPath={(order) => `/yuyueDetail?orderid=${order.id}`} />;
}
