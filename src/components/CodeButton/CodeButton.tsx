import Button from 'antd-mobile/es/components/button';
import { useT } from '../../lib/i18n';
import type { CodeCountdown } from './useCodeCountdown';

/**
 * The 'get code' button of every SMS code (the profile's phone, the certificate query): one
 * wording for its three states, 获取验证码, 59秒后重新获取 while it counts down (disabled), then 重新获取.
 */
export function CodeButton({ countdown, onSend }: { countdown: CodeCountdown; onSend: () => void }) {
  const t = useT();
  const label = countdown.left > 0 ? t('common.codeCountdown', { n: countdown.left }) : countdown.sentOnce ? t('common.getCodeAgain') : t('common.getCode');
  return (
    <Button className="code-button" size="small" color="primary" fill="outline" disabled={countdown.left > 0} onClick={onSend}>
      {label}
    </Button>
  );
}
