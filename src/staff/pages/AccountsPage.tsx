import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { useStaffT as useT, type StaffT as TFunction } from '../i18n';
import { ACCOUNTS_KEY, createAccount, getAccounts, setDisabled, setRoles, unlockAccount, type NewAccount, type StaffAccount } from '../api/accounts';

const roleLabel = (t: TFunction, role: string) => t(`staff.role.${role}` as 'staff.role.reviewer');

/** What the roles dialog edits: a new account, or the roles of one. */
type Editing = { kind: 'create' } | { kind: 'roles'; account: StaffAccount } | null;

type AccountForm = Omit<NewAccount, 'institution'> & { institutionName?: string; creditCode?: string };

/**
 * Staff management for the system admin: list, create, assign roles, disable and enable, unlock a
 * locked account (docs/decisions/0059). A partner
 * account (a bank's or company's member) is created with its institution (docs/decisions/0056).
 */
export default function AccountsPage() {
  const t = useT();
  const { message } = App.useApp();
  const { data, mutate } = useSWR(ACCOUNTS_KEY, getAccounts);
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<AccountForm>();
  const creatingPartner = (Form.useWatch('roles', form) ?? []).includes('partner') && editing?.kind === 'create';
  const roleOptions = (data?.roles ?? []).map((role) => ({ value: role, label: roleLabel(t, role) }));

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
      setEditing(null);
      await mutate();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const save = ({ institutionName, creditCode, ...values }: AccountForm) =>
    editing?.kind === 'roles'
      ? act(() => setRoles(editing.account.id, values.roles), t('staff.saved'))
      : act(() => createAccount({ ...values, ...(institutionName || creditCode ? { institution: { name: institutionName ?? '', creditCode: creditCode ?? '' } } : {}) }), t('staff.created'));

  const open = (next: Editing) => {
    form.resetFields();
    if (next?.kind === 'roles') form.setFieldsValue({ roles: next.account.roles });
    setEditing(next);
  };

  return (
    <section>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>{t('staff.menu.accounts')}</Typography.Title>
        <Button type="primary" onClick={() => open({ kind: 'create' })}>
          {t('staff.create')}
        </Button>
      </Space>
      <Table<StaffAccount>
        rowKey="id"
        loading={!data}
        dataSource={data?.accounts}
        pagination={false}
        columns={[
          { title: t('staff.username'), dataIndex: 'username' },
          { title: t('staff.name'), dataIndex: 'name' },
          { title: t('staff.roles'), dataIndex: 'roles', render: (roles: string[]) => roles.map((role) => <Tag key={role}>{roleLabel(t, role)}</Tag>) },
          { title: t('staff.partner.institution'), key: 'institution', render: (_, account) => (account.institution_name ? `${account.institution_name}（${account.institution_code}）` : '') },
          {
            title: t('staff.status'),
            key: 'status',
            render: (_, account) =>
              account.disabled_at || account.locked ? (
                <>
                  {account.disabled_at && <Tag color="red">{t('staff.disabled')}</Tag>}
                  {account.locked && <Tag color="orange">{t('staff.lockedTag')}</Tag>}
                </>
              ) : (
                t('staff.active')
              ),
          },
          {
            title: t('staff.actions'),
            key: 'actions',
            render: (_, account) => (
              <Space>
                <Button size="small" onClick={() => open({ kind: 'roles', account })}>
                  {t('staff.editRoles')}
                </Button>
                {account.locked && (
                  <Button size="small" onClick={() => void act(() => unlockAccount(account.id), t('staff.saved'))}>
                    {t('staff.unlock')}
                  </Button>
                )}
                <Button size="small" danger={!account.disabled_at} onClick={() => void act(() => setDisabled(account.id, !account.disabled_at), t('staff.saved'))}>
                  {account.disabled_at ? t('staff.enable') : t('staff.disable')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.kind === 'roles' ? `${t('staff.editRoles')}：${editing.account.name}` : t('staff.create')}
        okText={t('staff.ok')}
        cancelText={t('staff.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          {editing?.kind === 'create' && (
            <>
              <Form.Item name="username" label={t('staff.username')} rules={[{ required: true, message: t('staff.required') }]}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="name" label={t('staff.name')} rules={[{ required: true, message: t('staff.required') }]}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="password" label={t('staff.password')} extra={t('staff.passwordRule')} rules={[{ required: true, message: t('staff.required') }]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          <Form.Item name="roles" label={t('staff.roles')} rules={[{ required: true, message: t('staff.required') }]}>
            <Checkbox.Group options={roleOptions} />
          </Form.Item>
          {creatingPartner && (
            <>
              <Form.Item name="institutionName" label={t('staff.partner.institution')} rules={[{ required: true, message: t('staff.required') }]}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="creditCode" label={t('staff.partner.creditCode')} extra={t('staff.creditCodeRule')} rules={[{ required: true, message: t('staff.required') }]}>
                <Input autoComplete="off" maxLength={18} />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </section>
  );
}
