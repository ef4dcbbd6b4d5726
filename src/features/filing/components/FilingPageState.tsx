import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';

/** A filing page that cannot show its draft yet: nothing while loading (the shell's toast), else what went wrong. */
export function FilingPageState({ state, retry }: { state: 'loading' | 'error' | 'missing'; retry?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  if (state === 'loading') return null;
  if (state === 'missing') return <PageState title={t('filing.notFound')} action={{ label: t('filing.toList'), onClick: () => navigate('/prodoing') }} />;
  return <PageState title={t('filing.loadFailed')} action={retry ? { label: t('common.retry'), onClick: retry } : undefined} />;
}
