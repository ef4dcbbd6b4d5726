import '../lib/i18n/staffCatalogues';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app/StaffApp';

// The staff desktop app (staff.html, served under /staff only; decision 0048): antd lives in this
// bundle, so no citizen page loads any of it.
const rootElement = document.getElementById('staff-root');
if (!rootElement) throw new Error('#staff-root is missing from staff.html');
createRoot(rootElement).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
