import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { useLayoutEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureApiClient } from '../lib/api/client';
import { LocaleProvider, useLocale } from '../lib/i18n';
import { showToast } from '../components/feedback/toast';
import { antdLocale } from './antdLocale';
import { createAppRouter } from './router';
import { AppStateProvider, useAppDispatch } from './state';
import { AccountSwitchWatch } from './shell/AccountSwitchWatch';
import { ErrorBoundary } from './shell/ErrorBoundary';

/** swr defaults: the API client toasts failures itself; no retry storms on a phone network. */
const swrOptions = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
};

/** Wires the API client to the app: failure toasts and the shell's loading counter. */
function ApiBridge() {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    configureApiClient({
      onError: (message) => showToast(message),
      onLoading: (delta) => dispatch({ type: 'loading', delta }),
    });
  }, [dispatch]);
  return null;
}

function LocalisedApp() {
  const { locale } = useLocale();
  const admLocale = useMemo(() => antdLocale(locale), [locale]);
  // Imperative widgets (Toast, Dialog.alert) read the default config, not the provider.
  useLayoutEffect(() => {
    setDefaultConfig({ locale: admLocale });
  }, [admLocale]);
  const [router] = useState(createAppRouter);
  return (
    <ConfigProvider locale={admLocale}>
      <SWRConfig value={swrOptions}>
        <AppStateProvider>
          <ApiBridge />
          <AccountSwitchWatch />
          <RouterProvider router={router} />
        </AppStateProvider>
      </SWRConfig>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <LocaleProvider>
        <LocalisedApp />
      </LocaleProvider>
    </ErrorBoundary>
  );
}
