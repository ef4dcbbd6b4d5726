import { Form, Input, Modal, Select } from 'antd';
import type { CaseFile } from '../api/caseFile';
import { getLocale } from '../../../../lib/i18n/locale';
import { useStaffT as useT } from '../../../lib/i18n';

/** Sends a case back to an earlier stage the member chooses (those the server lists), with the reason the server requires. */
export function SendBackModal(props: { open: boolean; stages: CaseFile['sendBackTo']; onCancel: () => void; onSend: (body: { target: string; reason: string }) => void }) {
  const t = useT();
  const [form] = Form.useForm<{ target?: string; reason?: string }>();
  const en = getLocale() === 'en';
  const send = async () => {
    const { target, reason } = await form.validateFields();
    form.resetFields();
    props.onSend({ target: target ?? '', reason: (reason ?? '').trim() });
  };
  return (
    <Modal open={props.open} title={t('staff.review.action.sendBack')} onOk={() => void send()} onCancel={props.onCancel} okText={t('staff.ok')} cancelText={t('staff.cancel')}>
      <Form form={form} layout="vertical" initialValues={{ target: props.stages.at(-1)?.id }}>
        <Form.Item name="target" label={t('staff.review.sendBackTo')} rules={[{ required: true, message: t('staff.review.sendBackTarget') }]}>
          <Select options={props.stages.map((stage) => ({ value: stage.id, label: en ? stage.nameEn : stage.name }))} />
        </Form.Item>
        <Form.Item name="reason" label={t('staff.review.reason')} rules={[{ required: true, whitespace: true, message: t('staff.review.reasonMissing') }]}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
