import { Form, Input } from 'antd';
import { useStaffT as useT } from './i18n';

/**
 * A new staff password typed twice (docs/decisions/0092): the rule shown under it, the two compared
 * here; the server judges the rule and the common-passwords list. The form's fields: `password`, `confirm`.
 */
export function NewPasswordFields() {
  const t = useT();
  return (
    <>
      <Form.Item name="password" label={t('staff.changePassword.new')} extra={t('staff.passwordRule')} rules={[{ required: true, message: t('staff.required') }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('staff.changePassword.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('staff.required') },
          ({ getFieldValue }) => ({ validator: (_rule, value) => (!value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(t('staff.changePassword.mismatch')))) }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
