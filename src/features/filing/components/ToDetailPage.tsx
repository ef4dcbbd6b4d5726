import { Navigate } from 'react-router-dom';
import type { FilingContext } from '../hooks/useFilingContext';
import { pathWith } from '../flowQuery';

type Ready = Extract<FilingContext, { state: 'ready' }>;

/**
 * A page that changes an application, opened for one the citizen may no longer change (submitted
 * or approved; the back button after submitting leads here): the application's read-only detail
 * page takes its place in the history. The server's `editable` decides, not the page.
 */
export function ToDetailPage({ context }: { context: Ready }) {
  const { registry, application, flow } = context;
  const route = registry.pages.get(application.proinst.detailPage)?.route ?? '/prodoing';
  return <Navigate replace to={pathWith(route, { id: application.proinst.id, djlx: flow.djlx, qllx: flow.qllx, appointment: flow.appointment })} />;
}
