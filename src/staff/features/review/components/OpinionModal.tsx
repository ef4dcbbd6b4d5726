import { Alert, Descriptions, Form, Input, Modal, Spin } from 'antd';
import useSWR from 'swr';
import type { StaffMessageKey } from '../../../../../engine/i18n/translateStaff';
import { getRegisterPreview, registerPreviewKey } from '../api/outcomes';
import { useStaffT as useT } from '../../../lib/i18n';

/** The outcomes that confirm first: they write the register or end the case. */
const CONFIRMS: Partial<Record<string, StaffMessageKey>> = { register: 'staff.review.confirmRegister', issue: 'staff.review.confirmIssue' };

/**
 * An outcome with its opinion (初审意见…, docs/decisions/0072): the configured default wording to keep
 * or change. 登簿 and 发证 ask to confirm, and 登簿 shows what it will write in the register first
 * (the server's preview, written nowhere).
 */
export function OpinionModal(props: { id: string; action: string | undefined; opinion: { title: string; default: string } | undefined; onCancel: () => void; onSend: (opinion: string) => void }) {
  const t = useT();
  const [form] = Form.useForm<{ opinion?: string }>();
  const { data: preview } = useSWR(props.action === 'register' ? registerPreviewKey(props.id) : null, getRegisterPreview);
  const confirm = props.action ? CONFIRMS[props.action] : undefined;
  const send = async () => {
    const { opinion } = await form.validateFields();
    form.resetFields();
    props.onSend((opinion ?? '').trim());
  };
  return (
    <Modal
      open={Boolean(props.action)}
      destroyOnHidden
      title={props.action && t(`staff.review.action.${props.action}` as StaffMessageKey)}
      onOk={() => void send()}
      onCancel={props.onCancel}
      okText={t('staff.ok')}
      cancelText={t('staff.cancel')}
    >
      {confirm && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t(confirm)} />}
      {props.action === 'register' &&
        (!preview ? (
          <Spin />
        ) : (
          <div data-testid="register-preview" style={{ marginBottom: 12 }}>
            {preview.missing && <Alert type="error" title={t('staff.review.preview.missing', { field: preview.missing })} />}
            {!preview.kind && <Alert type="info" title={t('staff.review.preview.none')} />}
            {preview.kind && !preview.missing && (
              <Descriptions size="small" column={1} bordered title={preview.kind} items={preview.lines.map((line) => ({ key: line.field, label: line.label, children: line.text }))} />
            )}
          </div>
        ))}
      <Form form={form} layout="vertical" initialValues={{ opinion: props.opinion?.default }}>
        {props.opinion && (
          <Form.Item name="opinion" label={props.opinion.title}>
            <Input.TextArea maxLength={500} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
