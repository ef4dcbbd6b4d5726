import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useT } from '../../../lib/i18n';
import type { CodeCountdown } from './useCodeCountdown';

export interface PhoneCodeRowProps {
  code: string;
  onCode: (code: string) => void;
  countdown: CodeCountdown;
  onSend: () => void;
}

/** The SMS code of a changed phone: its input and the 'get code' button with its countdown. */
export function PhoneCodeRow({ code, onCode, countdown, onSend }: PhoneCodeRowProps) {
  const t = useT();
  const label = countdown.left > 0 ? t('userInfo.codeCountdown', { n: countdown.left }) : countdown.sentOnce ? t('userInfo.codeAgain') : t('userInfo.getCode');
  return (
    <List.Item
      prefix={<label htmlFor="ui-code">{t('userInfo.code')}</label>}
      extra={
        <Button className="code-button" size="small" color="primary" fill="outline" disabled={countdown.left > 0} onClick={onSend}>
          {label}
        </Button>
      }
    >
      <Input id="ui-code" value={code} onChange={onCode} placeholder={t('userInfo.codePlaceholder')} maxLength={6} inputMode="numeric" />
    </List.Item>
  );
}
