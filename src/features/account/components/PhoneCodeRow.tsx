import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useT } from '../../../lib/i18n';
import { CodeButton } from '../../../components/CodeButton/CodeButton';
import type { CodeCountdown } from '../../../components/CodeButton/useCodeCountdown';

export interface PhoneCodeRowProps {
  code: string;
  onCode: (code: string) => void;
  countdown: CodeCountdown;
  onSend: () => void;
}

/** The SMS code of a changed phone: its input and the 'get code' button with its countdown. */
export function PhoneCodeRow({ code, onCode, countdown, onSend }: PhoneCodeRowProps) {
  const t = useT();
  return (
    <List.Item
      prefix={<label htmlFor="ui-code">{t('userInfo.code')}</label>}
      extra={<CodeButton countdown={countdown} onSend={onSend} />}
    >
      <Input id="ui-code" value={code} onChange={onCode} placeholder={t('userInfo.codePlaceholder')} maxLength={6} inputMode="numeric" />
    </List.Item>
  );
}
