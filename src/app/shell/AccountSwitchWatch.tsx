import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { getAppInfo } from '../../features/identity/api/identity';
import { SIGNED_IN_OPENID_KEY } from '../../lib/api/session';
import { useAppDispatch, useAppState } from '../state';

function localStore(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/**
 * Every page shows the account the session belongs to now. The session cookie is shared by all
 * tabs, so signing in as someone else in one tab (or coming back to a page kept in the back-forward
 * cache) leaves the other pages holding the old account: the signed-in openid is published in
 * localStorage, a page that sees another one reloads `me`, and whenever the openid changes every
 * swr cache entry is dropped and fetched again — nothing of the old account stays on screen.
 */
export function AccountSwitchWatch() {
  const { openid } = useAppState();
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!openid) return;
    if (shown.current !== null && shown.current !== openid) {
      void mutate(() => true, undefined, { revalidate: true });
    }
    shown.current = openid;
    const store = localStore();
    if (store && store.getItem(SIGNED_IN_OPENID_KEY) !== openid) store.setItem(SIGNED_IN_OPENID_KEY, openid);
  }, [openid, mutate]);

  useEffect(() => {
    const reloadIfSwitched = () => {
      const signedIn = localStore()?.getItem(SIGNED_IN_OPENID_KEY);
      if (!shown.current || !signedIn || signedIn === shown.current) return;
      getAppInfo().then(
        (info) => dispatch({ type: 'initialised', info }),
        // The session ended instead: the next call of the page leads to sign-in as usual.
        () => undefined,
      );
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SIGNED_IN_OPENID_KEY) reloadIfSwitched();
    };
    const onShow = () => {
      if (document.visibilityState === 'visible') reloadIfSwitched();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [dispatch]);

  return null;
}
