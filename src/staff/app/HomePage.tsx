import { Navigate } from 'react-router-dom';
import { useStaffMe } from '../lib/staffContext';
import { homePath } from './staffPages';

/** /staff: the first page the member may open (the work queue for the review roles). */
export function HomePage() {
  const me = useStaffMe();
  return <Navigate to={homePath(me?.pages ?? [])} replace />;
}
