import { Form, Input, Modal } from 'antd';
import { useStaffT as useT } from '../i18n';

/** The body an outcome that needs words sends: a return's comments, or a rejection's two opinions. */
export type WordsBody = { comments: Array<{ text: string }> } | { opinions: { sh_xmsl_yj: string; sh_qjdc_yj: string } };

/**
 * Asks for the words an outcome needs: a return for correction one comment, a rejection the two
 * opinions (sh_xmsl_yj 受理意见, sh_qjdc_yj 权籍调查意见). The server refuses empty words.
 */
export function ReviewWordsModal(props: { asking: 'return' | 'reject' | undefined; onCancel: () => void; onSend: (body: WordsBody) => void }) {
  const t = useT();
  const [words] = Form.useForm<{ text?: string; sh_xmsl_yj?: string; sh_qjdc_yj?: string }>();
  const send = async () => {
    const values = await words.validateFields();
    words.resetFields();
    props.onSend(props.asking === 'return' ? { comments: [{ text: values.text ?? '' }] } : { opinions: { sh_xmsl_yj: values.sh_xmsl_yj ?? '', sh_qjdc_yj: values.sh_qjdc_yj ?? '' } });
  };
  return (
    <Modal open={Boolean(props.asking)} title={props.asking && t(`staff.review.action.${props.asking}`)} onOk={() => void send()} onCancel={props.onCancel} okText={t('staff.ok')} cancelText={t('staff.cancel')}>
      <Form form={words} layout="vertical">
        {props.asking === 'return' ? (
          <Form.Item name="text" label={t('staff.queue.comment')} rules={[{ required: true, whitespace: true, message: t('staff.review.commentsMissing') }]}>
            <Input.TextArea maxLength={500} />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="sh_xmsl_yj" label={t('staff.queue.acceptanceOpinion')}>
              <Input.TextArea maxLength={500} />
            </Form.Item>
            <Form.Item name="sh_qjdc_yj" label={t('staff.queue.surveyOpinion')}>
              <Input.TextArea maxLength={500} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
