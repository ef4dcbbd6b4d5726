import { Navigate, useLocation } from 'react-router-dom';

/** Forwards to another path, keeping the query and hash (aliases such as /userInfo → /my/userInfo). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate replace to={`${to}${location.search}${location.hash}`} />;
}
