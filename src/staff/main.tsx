import '../lib/i18n/staffCatalogues';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { StaffApp } from './app/StaffApp';
import { preloadPageOf } from './app/staffPages';
import { getMe, ME_KEY } from './features/session/api';

// The member's record, the page's code and its first data set off together, not one after another
// (issue 31: the queue's cold load). Not from the sign-in page, where there is no session yet.
const path = window.location.pathname.replace(/^\/staff/, '') || '/';
if (path !== '/sign-in') preloadPageOf(path, preload(ME_KEY, getMe));

// The staff desktop app (staff.html, served under /staff only; decision 0048): antd lives in this
// bundle, so no citizen page loads any of it.
const rootElement = document.getElementById('staff-root');
if (!rootElement) throw new Error('#staff-root is missing from staff.html');
createRoot(rootElement).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
