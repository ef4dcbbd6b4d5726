import { Form, Input, Modal } from 'antd';
import { useStaffT as useT } from '../../../lib/i18n';
import { wordsBody, type WordsBody, type WordsForm } from './wordsBody';

export type { WordsBody };

/**
 * Asks for the words an outcome needs: a return for correction one comment, a rejection the two
 * opinions (sh_xmsl_yj 受理意见, sh_qjdc_yj 权籍调查意见). The server refuses empty words.
 */
export function ReviewWordsModal(props: { asking: 'return' | 'reject' | undefined; onCancel: () => void; onSend: (body: WordsBody) => void }) {
  const t = useT();
  const [words] = Form.useForm<WordsForm>();
  const send = async () => {
    const values = await words.validateFields();
    words.resetFields();
    if (props.asking) props.onSend(wordsBody(props.asking, values));
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
