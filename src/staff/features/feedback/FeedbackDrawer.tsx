import { useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, Typography } from 'antd';
import useSWR from 'swr';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { getFeedback, replyToFeedback } from './api';

/** The longest reply the server takes. */
const REPLY_MAX = 2000;

/** One feedback opened from the inbox: what the citizen wrote, and the reply (written here when there is none yet). */
export function FeedbackDrawer({ id, onClose, onReplied }: { id: string | undefined; onClose: () => void; onReplied: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const { data, error, mutate } = useSWR(id ? ['feedback', id] : null, ([, key]) => getFeedback(key));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [form] = Form.useForm<{ content: string }>();

  const close = () => {
    setFailure(undefined);
    form.resetFields();
    onClose();
  };

  const send = async ({ content }: { content: string }) => {
    if (!id) return;
    setSending(true);
    setFailure(undefined);
    try {
      await mutate(await replyToFeedback(id, content), { revalidate: false });
      form.resetFields();
      void message.success(t('staff.feedback.replied'));
      onReplied();
    } catch (problem) {
      setFailure(errorText(problem));
    } finally {
      setSending(false);
    }
  };

  return (
    <Drawer open={Boolean(id)} onClose={close} title={t('staff.feedback.detail')} size="large" destroyOnHidden>
      {error && <Alert type="error" role="alert" title={errorText(error)} style={{ marginBottom: 16 }} />}
      {data && (
        <>
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('staff.feedback.createdAt')}>{formatDateTime(data.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('staff.feedback.authorPhone')}>{data.authorPhone}</Descriptions.Item>
            <Descriptions.Item label={t('staff.feedback.content')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{data.content}</Typography.Paragraph>
            </Descriptions.Item>
            {data.answered && (
              <>
                <Descriptions.Item label={t('staff.feedback.reply')}>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{data.reply}</Typography.Paragraph>
                </Descriptions.Item>
                <Descriptions.Item label={t('staff.feedback.repliedAt')}>{formatDateTime(data.repliedAt)}</Descriptions.Item>
                <Descriptions.Item label={t('staff.feedback.repliedBy')}>{data.repliedBy}</Descriptions.Item>
              </>
            )}
          </Descriptions>
          {!data.answered && (
            <Form form={form} layout="vertical" onFinish={(values) => void send(values)}>
              <Form.Item name="content" label={t('staff.feedback.reply')} rules={[{ required: true, whitespace: true, message: t('staff.feedback.replyEmpty') }]}>
                <Input.TextArea rows={6} maxLength={REPLY_MAX} showCount />
              </Form.Item>
              {failure && <Alert type="error" role="alert" title={failure} style={{ marginBottom: 16 }} />}
              <Button type="primary" htmlType="submit" loading={sending}>
                {t('staff.feedback.send')}
              </Button>
            </Form>
          )}
        </>
      )}
    </Drawer>
  );
}
