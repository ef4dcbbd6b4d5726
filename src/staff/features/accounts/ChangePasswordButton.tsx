import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { NewPasswordFields } from '../../lib/NewPasswordFields';
import { changeOwnPassword } from './api';

/**
 * The header's "change password" (docs/decisions/0092): the current password and the new one twice.
 * The member's other sessions end; this one goes on. A refusal (wrong current password, the rule, a
 * common password) shows in the dialog.
 */
export function ChangePasswordButton() {
  const t = useT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [form] = Form.useForm<{ current: string; password: string; confirm: string }>();

  const close = () => {
    setOpen(false);
    setProblem('');
    form.resetFields();
  };
  const save = async (values: { current: string; password: string }) => {
    setBusy(true);
    setProblem('');
    try {
      await changeOwnPassword({ current: values.current, password: values.password });
      void message.success(t('staff.changePassword.done'));
      close();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('staff.changePassword')}</Button>
      <Modal open={open} title={t('staff.changePassword')} okText={t('staff.ok')} cancelText={t('staff.cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={close} destroyOnHidden>
        {problem && <Alert type="error" title={problem} role="alert" style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item name="current" label={t('staff.changePassword.current')} rules={[{ required: true, message: t('staff.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields />
        </Form>
      </Modal>
    </>
  );
}
