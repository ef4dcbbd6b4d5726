import { DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useStaffT as useT } from '../../../lib/i18n';

/** What a suspension carries: its reason and the day it is expected to resume (YYYY-MM-DD). */
export interface SuspensionBody {
  reason: string;
  resumeOn: string;
}

/**
 * Asks what 挂起 needs (docs/decisions/0073): the reason, which the trail and the citizen's message
 * show, and the expected resume day, today or later. The server refuses either missing.
 */
export function SuspendModal(props: { open: boolean; onCancel: () => void; onSend: (body: SuspensionBody) => void }) {
  const t = useT();
  const [form] = Form.useForm<{ reason?: string; resumeOn?: Dayjs }>();
  const send = async () => {
    const values = await form.validateFields();
    form.resetFields();
    props.onSend({ reason: (values.reason ?? '').trim(), resumeOn: values.resumeOn!.format('YYYY-MM-DD') });
  };
  return (
    <Modal open={props.open} title={t('staff.review.action.suspend')} onOk={() => void send()} onCancel={props.onCancel} okText={t('staff.ok')} cancelText={t('staff.cancel')}>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('staff.review.suspendReason')} rules={[{ required: true, whitespace: true, message: t('staff.review.suspensionMissing') }]}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
        <Form.Item name="resumeOn" label={t('staff.review.resumeOn')} rules={[{ required: true, message: t('staff.review.suspensionMissing') }]}>
          <DatePicker disabledDate={(day) => day.isBefore(new Date(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
