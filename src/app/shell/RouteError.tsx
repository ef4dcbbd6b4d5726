import { useRouteError } from 'react-router-dom';
import { useT } from '../../lib/i18n';

/**
 * The router's error element: a screen that failed to render or a chunk that failed to load
 * (for example after a new release replaced the hashed files). Reloading fetches the new index.
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (error) console.error(error);
  return <ErrorScreen title={t('shell.errorTitle')} hint={t('shell.errorHint')} reload={t('common.reload')} />;
}

export function ErrorScreen({ title, hint, reload }: { title: string; hint: string; reload: string }) {
  return (
    <section className="error-screen" role="alert">
      <h1 className="error-screen-title">{title}</h1>
      <p className="error-screen-hint">{hint}</p>
      <button type="button" className="error-screen-button" onClick={() => window.location.reload()}>
        {reload}
      </button>
    </section>
  );
}
