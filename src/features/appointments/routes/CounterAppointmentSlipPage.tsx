import { useSearchParams } from 'react-router-dom';
import { OrderSlip } from '../components/OrderSlip';
import { orderKeyFrom } from '../components/orderKeyFrom';
import '../appointments.css';

/** /yuyueDetailnosh?orderid=: the order with its appointment number and the one-house-per-slot note. */
export default function CounterAppointmentSlipPage() {
  const [search] = useSearchParams();
  return <OrderSlip orderKey={orderKeyFrom(search)} withoutApplication />;
}
