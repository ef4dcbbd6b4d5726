import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routeTable';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';

export function createAppRouter() {
  return createBrowserRouter([{ Component: AppShell, errorElement: <RouteError />, children: appRoutes() }]);
}
