import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useT } from '../../lib/i18n';
import { hideLoadingToast, showLoadingToast } from '../../components/feedback/toast';
import { useAppState } from '../state';
import { screenOf, type RouteHandle } from '../routeTable';
import { BottomNav } from './BottomNav';
import { guardRedirect } from './guard';
import { pageMeta } from './pageMeta';
import { TopBar } from './TopBar';
import { PageFallback } from './PageFallback';
import { PrecheckGate } from './PrecheckGate';

const SlideMenu = lazy(() => import('./SlideMenu'));

/** Wait this long before showing the loading toast, so quick answers do not flash it. */
const LOADING_TOAST_DELAY_MS = 300;

/**
 * The app shell of spec 000 section 2: loading toast, top bar with the slide menu and the refresh
 * icon, the page, and the fixed bottom tab bar. It also holds the navigation guard.
 */
export function AppShell() {
  const t = useT();
  const location = useLocation();
  const matches = useMatches();
  const { ready, loading } = useAppState();
  const { mutate } = useSWRConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A configured page is titled by its own name in pages.json when there is one, else by its family's.
  const leaf = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.name);
  const handle = leaf?.handle as RouteHandle | undefined;
  const meta = pageMeta(handle?.pattern ? leaf?.params.page : handle?.name, screenOf(handle, leaf?.pathname ?? '')?.name);
  const title = t(meta.titleKey);

  useEffect(() => {
    document.title = title === t('app.name') ? title : `${title} - ${t('app.name')}`;
  }, [title, t]);

  useEffect(() => {
    if (loading <= 0) {
      hideLoadingToast();
      return undefined;
    }
    const timer = window.setTimeout(() => showLoadingToast(t('common.loading')), LOADING_TOAST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading, t]);

  const openMenu = useCallback(() => {
    setMenuLoaded(true);
    setMenuOpen(true);
  }, []);

  // The refresh icon reloads the route's data: every swr key revalidates (data kept while loading).
  const refresh = useCallback(() => void mutate(() => true), [mutate]);

  const redirect = guardRedirect(ready, location.pathname, location.search);
  if (redirect) return <Navigate replace to={redirect} />;

  return (
    <div className={ready ? 'shell shell--with-nav' : 'shell'}>
      <TopBar
        ref={menuButtonRef}
        title={title}
        showMenu={ready}
        menuOpen={menuOpen}
        onMenu={openMenu}
        showRefresh={ready && meta.refresh}
        onRefresh={refresh}
      />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <PrecheckGate>
            <Outlet />
          </PrecheckGate>
        </Suspense>
      </main>
      {ready ? <BottomNav pathname={location.pathname} /> : null}
      {menuLoaded ? (
        <Suspense fallback={null}>
          <SlideMenu visible={menuOpen} onClose={() => setMenuOpen(false)} afterClose={() => menuButtonRef.current?.focus()} />
        </Suspense>
      ) : null}
    </div>
  );
}
