import { Form, Modal, Select } from 'antd';
import useSWR from 'swr';
import { colleaguesKey, getColleagues } from '../api/outcomes';
import { CallFailed } from '../../../lib/CallFailed';
import { useStaffT as useT } from '../../../lib/i18n';

/** Picks the colleague a case is transferred to: the active members of its stage's roles, as the server lists them. */
export function TransferModal(props: { id: string; open: boolean; onCancel: () => void; onSend: (to: string) => void }) {
  const t = useT();
  const [form] = Form.useForm<{ to?: string }>();
  const { data, error } = useSWR(props.open ? colleaguesKey(props.id) : null, getColleagues);
  const send = async () => {
    const { to } = await form.validateFields();
    form.resetFields();
    if (to) props.onSend(to);
  };
  return (
    <Modal open={props.open} title={t('staff.queue.transfer')} onOk={() => void send()} onCancel={props.onCancel} okText={t('staff.ok')} cancelText={t('staff.cancel')}>
      <CallFailed error={error} />
      <Form form={form} layout="vertical">
        <Form.Item name="to" label={t('staff.queue.transferTo')} rules={[{ required: true, message: t('staff.review.transferTarget') }]}>
          <Select
            loading={!data && !error}
            showSearch
            optionFilterProp="label"
            options={(data?.colleagues ?? []).map((member) => ({ value: member.id, label: `${member.name}（${member.username}）` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
