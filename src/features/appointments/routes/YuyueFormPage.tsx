import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { listApplications, type BookableApplication } from '../api/appointments';
import { BookingForm } from '../components/BookingForm';
import { OrderSlip } from '../components/OrderSlip';
import '../appointments.css';

/** Why an application the server does not let book cannot, in the words of the server's refusal. */
const notBookable = (stage: BookableApplication['stage']) =>
  stage === 'rejected' ? 'appoint.applicationRejected' : stage === 'revoked' ? 'appoint.applicationRevoked' : 'appoint.applicationNotBookable';

/**
 * /yuyueForm?prolsh= (or ?proinstid=&prolsh=, or ?proinstid= from the application list): booking
 * for an application that may book (kyy 1); one already booked (kyy 2) shows its slip instead.
 */
export default function YuyueFormPage() {
  const t = useT();
  const [search] = useSearchParams();
  const proinstid = search.get('proinstid');
  const { data } = useSWR('appointment-applications', listApplications);
  const application = data?.find((a) => (search.get('prolsh') ? a.prolsh === search.get('prolsh') : a.id === proinstid));
  if (!data) return null;
  if (!application) return <p className="apt-empty">{t('appoint.empty')}</p>;
  if (application.kyy === 2) return <OrderSlip orderKey={{ wlsh: application.prolsh }} />;
  if (application.kyy !== 1) return <p className="apt-empty">{t(notBookable(application.stage))}</p>;
  return <BookingForm wlsh={application.prolsh} xzqdm={application.xzqdm} slipPath={(order) => `/yuyueDetail?orderid=${order.id}`} />;
}
