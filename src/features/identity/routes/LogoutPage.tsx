import { useEffect } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';

/**
 * /my/logout: a full page load of /logout, where the server ends the session (spec 000 section 2);
 * it names the hall's language (the browser's may differ), so the page after it speaks it too.
 */
export default function LogoutPage() {
  const t = useT();
  const { locale } = useLocale();
  useEffect(() => {
    window.location.assign(`/logout?lang=${encodeURIComponent(locale)}`);
  }, [locale]);
  return <PageState live title={t('shell.loggingOut')} />;
}
