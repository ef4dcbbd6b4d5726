import { useSearchParams } from 'react-router-dom';
import { OrderSlip } from '../components/OrderSlip';
import { orderKeyFrom } from '../components/orderKeyFrom';
import '../appointments.css';

/** /yuyueDetail?orderid= (or ?wlsh= from the application list): the order with its application number. */
export default function ApplicationAppointmentSlipPage() {
  const [search] = useSearchParams();
  return <OrderSlip orderKey={orderKeyFrom(search)} />;
}
