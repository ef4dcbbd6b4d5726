import { useT } from '../../lib/i18n';
import { PageState } from '../PageState/PageState';

/**
 * Where a call failed (an error answer, no network, a timeout): what went wrong and a 重试 button
 * that makes the call again, in the place of what it would have shown. Screens never end in
 * silence or an endless "加载中...".
 */
export function LoadFailed({ error, retry }: { error?: unknown; retry: () => void }) {
  const t = useT();
  const message = error instanceof Error && error.message ? error.message : t('common.loadFailed');
  return <PageState live title={message} action={{ label: t('common.retry'), onClick: retry }} />;
}
