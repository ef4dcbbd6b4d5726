import 'antd-mobile/es/global';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCatalogue } from './lib/i18n/loadCatalogue';
import { App } from './app/App';
import { preloadRoute } from './app/preloadRoute';
import { prefetchAppInfo } from './features/identity/api/identity';
import { getLocale } from './lib/i18n/locale';
import './styles/base.css';
// In the entry stylesheet, not a route's chunk: index.html's boot splash is a PageState.
import './components/PageState/PageState.css';

// antd-mobile's imperative Toast and Dialog render through src/lib/antd/reactRender.ts (React 19's
// createRoot), swapped in for rc-util's renderer by an alias in vite.config.ts.

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
// What the first page needs starts loading now, beside the catalogue (decision 0033). The sign-in
// check every visit begins with (/waiting) is in the entry itself.
preloadRoute(window.location.pathname, window.location.search, prefetchAppInfo(window.location.search));
// A phone downloads only the catalogue it shows (Chinese is built in); render once it is here.
// The first render is a transition: React renders it in slices of a few milliseconds, so a slow
// phone stays responsive (and keeps painting the boot splash) while the app is built.
void loadCatalogue(getLocale()).finally(() =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
