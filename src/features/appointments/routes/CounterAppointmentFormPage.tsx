import { BookingForm } from '../components/BookingForm';
import '../appointments.css';

/** /yuyueFormnosh: booking without an application number, with the one-house-per-slot note. */
export default function CounterAppointmentFormPage() {
  return <BookingForm slipPath={(order) => `/yuyueDetailnosh?orderid=${order.id}`} />;
}
