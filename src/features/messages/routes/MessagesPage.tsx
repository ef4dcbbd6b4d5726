import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import { CONSENT_KEY, getConsent, listMessages, MESSAGES_KEY, setConsent } from '../api/messages';
import '../messages.css';

/**
 * /my/messages, the message centre (issue 21): what the hall sent this citizen, newest first, each
 * leading to its booking, application, query record or feedback; and whether they also take the
 * messaging app's notifications (the platform's consent; without it they get texts only). A failed
 * call shows its message and 重试 where its answer would be: the switch does not spin for ever.
 */
export default function MessagesPage() {
  const t = useT();
  const navigate = useNavigate();
  const list = useSWR(MESSAGES_KEY, listMessages);
  const consent = useSWR(CONSENT_KEY, getConsent);
  const { data } = list;
  const listFailure = failedCall(list);
  const consentFailure = failedCall(consent);

  return (
    <div className="messages">
      <List>
        <List.Item
          description={consentFailure ? <span role="alert">{consentFailure.error instanceof Error && consentFailure.error.message ? consentFailure.error.message : t('common.loadFailed')}</span> : t('messages.consentNote')}
          extra={
            consentFailure ? (
              <Button size="small" onClick={consentFailure.retry}>
                {t('common.retry')}
              </Button>
            ) : (
              <Switch
                aria-label={t('messages.consent')}
                checked={consent.data?.granted ?? false}
                loading={!consent.data}
                onChange={async (granted) => {
                  await consent.mutate(setConsent(granted), { optimisticData: { granted }, rollbackOnError: true }).catch(() => undefined);
                }}
              />
            )
          }
        >
          {t('messages.consent')}
        </List.Item>
      </List>
      {listFailure ? <LoadFailed {...listFailure} /> : null}
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
    </div>
  );
}
