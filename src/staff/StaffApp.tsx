import { lazy, Suspense, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { getLocale } from '../lib/i18n/locale';
import { StaffLayout } from './layout/StaffLayout';
import { HomePage } from './pages/HomePage';

const SignInPage = lazy(() => import('./pages/SignInPage'));
const WorkQueuePage = lazy(() => import('./pages/WorkQueuePage'));
const CaseFilePage = lazy(() => import('./pages/CaseFilePage'));
const AccountsPage = lazy(() => import('./pages/AccountsPage'));
const AuditPage = lazy(() => import('./pages/AuditPage'));
const PartnerListPage = lazy(() => import('./pages/PartnerListPage'));
const PartnerApplicationPage = lazy(() => import('./pages/PartnerApplicationPage'));
const DeadLettersPage = lazy(() => import('./pages/DeadLettersPage'));

const page = (element: ReactNode) => <Suspense fallback={<Spin />}>{element}</Suspense>;

/** The staff app: antd's provider in the hall's language, the sign-in page and the signed-in layout. */
export function StaffApp() {
  return (
    <ConfigProvider locale={getLocale() === 'en' ? enUS : zhCN}>
      <AntApp>
        <BrowserRouter basename="/staff">
          <Routes>
            <Route path="/sign-in" element={page(<SignInPage />)} />
            <Route element={<StaffLayout />}>
              <Route index element={<HomePage />} />
              <Route path="queue" element={page(<WorkQueuePage />)} />
              <Route path="applications/:id" element={page(<CaseFilePage />)} />
              <Route path="accounts" element={page(<AccountsPage />)} />
              <Route path="audit" element={page(<AuditPage />)} />
              <Route path="outbox" element={page(<DeadLettersPage />)} />
              <Route path="partner" element={page(<PartnerListPage />)} />
              <Route path="partner/:id" element={page(<PartnerApplicationPage />)} />
              <Route path="*" element={<HomePage />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
