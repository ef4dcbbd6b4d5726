import { useEffect } from 'react';
import { useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';

/** /my/logout: a full page load of /logout, where the server ends the session (spec 000 section 2). */
export default function LogoutPage() {
  const t = useT();
  useEffect(() => {
    window.location.assign('/logout');
  }, []);
  return <PageState live title={t('shell.loggingOut')} />;
}
