import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { useStaffT as useT } from '../../lib/i18n';
import { roleLabel } from '../../lib/roleLabel';
import { institutionText, newAccount, type AccountForm } from './accountForm';
import { ACCOUNTS_KEY, createAccount, getAccounts, resetPassword, setDisabled, setInstitutionPhone, setRoles, unlockAccount, type StaffAccount } from './api';
import { errorText } from '../../lib/errorText';
import { PageTitle } from '../../lib/PageTitle';
import { CallFailed } from '../../lib/CallFailed';

/** What the dialog edits: a new account, the roles of one, or a partner's institution contact phone. */
type Editing = { kind: 'create' } | { kind: 'roles'; account: StaffAccount } | { kind: 'phone'; account: StaffAccount } | null;

/**
 * Staff management for the system admin: list, create, assign roles, disable and enable, unlock a
 * locked account (docs/decisions/0059). A partner
 * account (a bank's or company's member) is created with its institution (docs/decisions/0056) and
 * its contact phone, which its confirmation requests are texted to (settable later, docs/decisions/0079).
 * A reset gives a one-time password, shown here once (docs/decisions/0092).
 */
export default function AccountsPage() {
  const t = useT();
  const { message, modal } = App.useApp();
  const { data, error, mutate } = useSWR(ACCOUNTS_KEY, getAccounts);
  const [editing, setEditing] = useState<Editing>(null);
  const [oneTime, setOneTime] = useState<{ name: string; password: string } | null>(null);
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
      void message.error(errorText(error));
    }
  };

  // Disabling signs the member out of the back office: asked first; enabling again is not.
  const toggleDisabled = (account: StaffAccount) => {
    const toggle = () => act(() => setDisabled(account.id, !account.disabled_at), t('staff.saved'));
    if (account.disabled_at) return void toggle();
    void modal.confirm({ title: t('staff.accounts.confirmDisable', { username: account.username }), okText: t('staff.ok'), cancelText: t('staff.cancel'), okButtonProps: { danger: true }, onOk: toggle });
  };

  // A reset ends every session of the member: asked first. Its one-time password is shown once.
  const reset = (account: StaffAccount) =>
    void modal.confirm({
      title: t('staff.accounts.confirmReset', { username: account.username }),
      okText: t('staff.ok'),
      cancelText: t('staff.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        act(async () => {
          const answer = await resetPassword(account.id);
          setOneTime({ name: account.name, password: answer.oneTimePassword });
        }, t('staff.saved')),
    });

  const save = (values: AccountForm) => {
    if (editing?.kind === 'roles') return act(() => setRoles(editing.account.id, values.roles), t('staff.saved'));
    if (editing?.kind === 'phone') return act(() => setInstitutionPhone(editing.account.id, values.institutionPhone?.trim() || null), t('staff.saved'));
    return act(() => createAccount(newAccount(values)), t('staff.created'));
  };
  const titles = { create: t('staff.create'), roles: t('staff.editRoles'), phone: t('staff.partner.contactPhone') };

  const open = (next: Editing) => {
    form.resetFields();
    if (next?.kind === 'roles') form.setFieldsValue({ roles: next.account.roles });
    setEditing(next);
  };

  return (
    <section>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <PageTitle>{t('staff.menu.accounts')}</PageTitle>
        <Button type="primary" onClick={() => open({ kind: 'create' })}>
          {t('staff.create')}
        </Button>
      </Space>
      <CallFailed error={error} />
      <Table<StaffAccount>
        rowKey="id"
        loading={!data && !error}
        dataSource={data?.accounts}
        pagination={false}
        columns={[
          { title: t('staff.username'), dataIndex: 'username' },
          { title: t('staff.name'), dataIndex: 'name' },
          { title: t('staff.roles'), dataIndex: 'roles', render: (roles: string[]) => roles.map((role) => <Tag key={role}>{roleLabel(t, role)}</Tag>) },
          { title: t('staff.partner.institution'), key: 'institution', render: (_, account) => institutionText(account) },
          {
            title: t('staff.status'),
            key: 'status',
            render: (_, account) =>
              account.disabled_at || account.locked || account.must_change_password ? (
                <>
                  {account.disabled_at && <Tag color="red">{t('staff.disabled')}</Tag>}
                  {account.locked && <Tag color="orange">{t('staff.lockedTag')}</Tag>}
                  {account.must_change_password && <Tag color="blue">{t('staff.mustChangeTag')}</Tag>}
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
                {account.institution_code && (
                  <Button size="small" onClick={() => open({ kind: 'phone', account })}>
                    {t('staff.partner.contactPhone')}
                  </Button>
                )}
                {account.locked && (
                  <Button size="small" onClick={() => void act(() => unlockAccount(account.id), t('staff.saved'))}>
                    {t('staff.unlock')}
                  </Button>
                )}
                <Button size="small" onClick={() => reset(account)}>
                  {t('staff.resetPassword')}
                </Button>
                <Button size="small" danger={!account.disabled_at} onClick={() => toggleDisabled(account)}>
                  {account.disabled_at ? t('staff.enable') : t('staff.disable')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={oneTime !== null} title={t('staff.accounts.oneTimeTitle')} okText={t('staff.ok')} onOk={() => setOneTime(null)} onCancel={() => setOneTime(null)} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
        <Typography.Paragraph>{t('staff.accounts.oneTimeHint', { name: oneTime?.name ?? '' })}</Typography.Paragraph>
        <Typography.Paragraph copyable code data-testid="one-time-password" style={{ fontSize: 18 }}>
          {oneTime?.password}
        </Typography.Paragraph>
      </Modal>
      <Modal
        open={editing !== null}
        title={editing && (editing.kind === 'create' ? titles.create : `${titles[editing.kind]}：${editing.account.name}`)}
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
          {editing?.kind !== 'phone' && (
            <Form.Item name="roles" label={t('staff.roles')} rules={[{ required: true, message: t('staff.required') }]}>
              <Checkbox.Group options={roleOptions} />
            </Form.Item>
          )}
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
          {(creatingPartner || editing?.kind === 'phone') && (
            <Form.Item name="institutionPhone" label={t('staff.partner.contactPhone')} extra={t('staff.partner.contactPhoneHint')}>
              <Input autoComplete="off" inputMode="tel" maxLength={11} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </section>
  );
}
