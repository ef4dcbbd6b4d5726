import { Navigate } from 'react-router-dom';
import { useStaffMe } from '../layout/staffContext';

/** /staff: the first page the member may open (the work queue for the review roles). */
export function HomePage() {
  const me = useStaffMe();
  return <Navigate to={`/${me?.pages[0] ?? 'queue'}`} replace />;
}
