import { lazy, Suspense, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { getLocale } from '../../lib/i18n/locale';
import { HomePage } from './HomePage';
import { StaffLayout } from './StaffLayout';
import { PageAllowed } from './PageAllowed';
import { STAFF_PAGES } from './staffPages';
import { STAFF_THEME } from './staffTheme';

const SignInPage = lazy(() => import('../features/session/SignInPage'));
// The console's phone preview: framed by the configuration page, outside the signed-in frame (it calls nothing, it draws what the console posts).
const PreviewFramePage = lazy(() => import('../features/configuration/preview/PreviewFramePage'));

const page = (element: ReactNode) => <Suspense fallback={<Spin />}>{element}</Suspense>;

/** The staff app: antd's provider in the hall's language, the sign-in page and the signed-in layout with every page's routes. */
export function StaffApp() {
  return (
    <ConfigProvider locale={getLocale() === 'en' ? enUS : zhCN} theme={STAFF_THEME}>
      <AntApp>
        <BrowserRouter basename="/staff">
          <Routes>
            <Route path="/sign-in" element={page(<SignInPage />)} />
            <Route path="/configuration/preview" element={page(<PreviewFramePage />)} />
            <Route element={<StaffLayout />}>
              <Route index element={<HomePage />} />
              {Object.entries(STAFF_PAGES).flatMap(([key, { routes }]) =>
                routes.map(({ path, Page, openedFrom }) => <Route key={path} path={path} element={<PageAllowed pages={openedFrom ?? [key]}>{page(<Page />)}</PageAllowed>} />),
              )}
              <Route path="*" element={<HomePage />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
