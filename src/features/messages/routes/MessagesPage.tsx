import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { CONSENT_KEY, getConsent, listMessages, MESSAGES_KEY, setConsent } from '../api/messages';
import '../messages.css';

/**
 * /my/messages, the message centre (issue 21): what the hall sent this citizen, newest first, each
 * leading to its booking, application or query record; and whether they also take the messaging
 * app's notifications (the platform's consent; without it they get texts only).
 */
export default function MessagesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data, error } = useSWR(MESSAGES_KEY, listMessages);
  const consent = useSWR(CONSENT_KEY, getConsent);

  return (
    <div className="messages">
      <List>
        <List.Item
          description={t('messages.consentNote')}
          extra={
            <Switch
              aria-label={t('messages.consent')}
              checked={consent.data?.granted ?? false}
              loading={!consent.data}
              onChange={async (granted) => {
                await consent.mutate(setConsent(granted), { optimisticData: { granted }, rollbackOnError: true });
              }}
            />
          }
        >
          {t('messages.consent')}
        </List.Item>
      </List>
      {data && data.length === 0 ? <p className="messages-empty">{t('messages.empty')}</p> : null}
      {data && data.length > 0 ? (
        <List className="messages-list">
          {data.map((message) => (
            <List.Item key={message.id} onClick={() => navigate(message.link)} description={message.text} extra={<time className="messages-time">{message.time}</time>}>
              {message.title}
            </List.Item>
          ))}
        </List>
      ) : null}
      {error && !data ? (
        <p className="messages-empty" role="alert">
          {error instanceof Error ? error.message : ''}
        </p>
      ) : null}
    </div>
  );
}
