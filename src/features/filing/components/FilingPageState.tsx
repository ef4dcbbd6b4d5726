import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { PageState } from '../../../components/PageState/PageState';

/** A filing page that cannot show its draft yet: nothing while loading (the shell's toast), else what went wrong. */
export function FilingPageState({ state, error, retry }: { state: 'loading' | 'error' | 'missing'; error?: unknown; retry?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  if (state === 'loading') return null;
  if (state === 'missing' || !retry) return <PageState title={t('filing.notFound')} action={{ label: t('filing.toList'), onClick: () => navigate('/prodoing') }} />;
  return <LoadFailed error={error} retry={retry} />;
}
