import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppState } from '../../../app/state';
import { ApiError } from '../../../lib/api/client';
import { WX_STATE_STORAGE_KEY } from '../../../lib/api/session';
import { useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';
import { addNewUser, authorize, checkOldUser, getAppInfo, refreshToken, refreshUser } from '../api/identity';
import { initialTarget, runInit, type InitDeps, type InitResult } from '../initFlow';

function sessionStore(): InitDeps['storage'] {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * One run per URL: React's StrictMode mounts effects twice in development, and an authorisation
 * code may be used only once.
 */
let inflight: { search: string; promise: Promise<InitResult> } | null = null;

function initOnce(search: string): Promise<InitResult> {
  if (inflight?.search !== search) {
    inflight = {
      search,
      promise: runInit(search, { authorize, addNewUser, checkOldUser, refreshToken, refreshUser, getAppInfo, storage: sessionStore() }),
    };
    // A failed run may be retried by the same URL (start again reloads the page anyway).
    inflight.promise.catch(() => {
      inflight = null;
    });
  }
  return inflight.promise;
}

type Status = { kind: 'working' } | { kind: 'failed'; message: string };

/** /waiting: 'page initialising' while the identity flow runs, then on to the requested page. */
export default function WaitingPage() {
  const t = useT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { ready } = useAppState();
  const [status, setStatus] = useState<Status>({ kind: 'working' });

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (ready && !params.get('code')) {
      navigate(initialTarget(search, sessionStore()), { replace: true });
      return undefined;
    }
    let active = true;
    initOnce(search).then(
      (result) => {
        if (!active) return;
        dispatch({ type: 'initialised', info: result.info });
        navigate(result.redirect, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        // The browser is on its way to the authorisation page: keep showing 'page initialising'.
        if (error instanceof ApiError && error.redirecting) return;
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : t('errors.server') });
      },
    );
    return () => {
      active = false;
    };
    // `ready` is read only to skip a second run; t and dispatch are stable for this purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const startAgain = () => {
    const store = sessionStore();
    const target = initialTarget(search, store);
    store?.removeItem(WX_STATE_STORAGE_KEY);
    inflight = null;
    // A full load starts the flow from the beginning, without the spent code.
    window.location.replace(`/waiting?redirect=${encodeURIComponent(target)}`);
  };

  if (status.kind === 'failed') {
    return (
      <PageState
        live
        icon="/icons/verify.svg"
        title={t('shell.initFailed')}
        description={status.message}
        action={{ label: t('shell.startAgain'), onClick: startAgain }}
      />
    );
  }
  return <PageState live icon="/icons/progress.svg" title={t('shell.initialising')} />;
}
