import { useT } from '../../lib/i18n';

/** Shown while a route's chunk loads: a quiet line, the loading toast covers longer waits. */
export function PageFallback() {
  const t = useT();
  return (
    <p className="page-fallback" role="status">
      {t('common.loading')}
    </p>
  );
}
