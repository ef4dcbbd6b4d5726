import { useSearchParams } from 'react-router-dom';
import { OrderSlip } from '../components/OrderSlip';
import { orderKeyFrom } from '../components/orderKeyFrom';
import '../appointments.css';

/** apmorder (预约详情): the booked slot, the centre and the date, to be shown at the entrance. */
export default function AppointmentOrderPage() {
  const [search] = useSearchParams();
  return <OrderSlip orderKey={orderKeyFrom(search)} entryNote />;
}
