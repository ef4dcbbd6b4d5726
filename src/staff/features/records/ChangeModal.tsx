import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import type { StaffMessageKey } from '../../../../engine/i18n/translateStaff';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { addObjection, addRestriction, addSeizure, liftEntry, revokeLicence, type RecordList } from './api';

/** What the registrar is about to do on a certificate. */
export type Change = { kind: 'seize' } | { kind: 'object' } | { kind: 'restrict' } | { kind: 'lift'; list: RecordList; key: string } | { kind: 'revoke'; licenceNumber: string };

const TITLES: Record<Change['kind'], StaffMessageKey> = {
  seize: 'staff.records.addSeizure',
  object: 'staff.records.addObjection',
  restrict: 'staff.records.addRestriction',
  lift: 'staff.records.lift',
  revoke: 'staff.records.revoke',
};

type Values = Record<string, string | undefined>;

/** The form of one change; the server judges it again (and refuses it in the registrar's words, shown here). */
export function ChangeModal({ certificateId, change, onClose, onDone }: { certificateId: string; change: Change | undefined; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    form.resetFields();
    setFile(undefined);
    setFailed('');
  }, [change, form]);
  if (!change) return null;

  const required = (key: StaffMessageKey) => [{ required: true, whitespace: true, message: t(key) }];
  const send = async (values: Values) => {
    const text = (name: string) => (values[name] ?? '').trim();
    switch (change.kind) {
      case 'seize':
        return addSeizure(certificateId, { type: text('type') === '2' ? '2' : '1', organ: text('organ'), documentNumber: text('documentNumber'), document: text('document'), periodStart: text('periodStart'), periodEnd: text('periodEnd') }, file!);
      case 'object':
        return addObjection(certificateId, { applicant: text('applicant'), matter: text('matter'), documentNumber: text('documentNumber') });
      case 'restrict':
        return addRestriction(certificateId, { organ: text('organ'), matter: text('matter'), documentNumber: text('documentNumber') });
      case 'lift':
        return liftEntry(certificateId, { list: change.list, key: change.key, reason: text('reason'), documentNumber: text('documentNumber') });
      case 'revoke':
        return revokeLicence(change.licenceNumber, text('reason'));
    }
  };
  const submit = async () => {
    const values = await form.validateFields();
    if (change.kind === 'seize' && !file) return setFailed(t('staff.records.documentType'));
    setBusy(true);
    try {
      await send(values);
      void message.success(t('staff.records.saved'));
      onDone();
      onClose();
    } catch (error) {
      setFailed(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t(TITLES[change.kind])} onOk={() => void submit()} confirmLoading={busy} onCancel={onClose} okText={t('staff.records.submit')} cancelText={t('staff.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ type: '1' }}>
        {change.kind === 'seize' && (
          <>
            <Form.Item name="type" label={t('staff.records.seizureType')}>
              <Select
                options={[
                  { value: '1', label: t('staff.records.type.seizure') },
                  { value: '2', label: t('staff.records.type.waiting') },
                ]}
              />
            </Form.Item>
            <Form.Item name="organ" label={t('staff.records.court')} rules={required('staff.records.court')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="documentNumber" label={t('staff.records.documentNumber')} rules={required('staff.records.documentNumber')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="document" label={t('staff.records.documentTitle')} rules={required('staff.records.documentTitle')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="periodStart" label={t('staff.records.periodStart')} rules={required('staff.records.periodStart')}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="periodEnd" label={t('staff.records.periodEnd')} rules={required('staff.records.periodEnd')}>
              <Input type="date" />
            </Form.Item>
            <Form.Item label={t('staff.records.document')} required>
              <input type="file" accept="application/pdf,image/jpeg,image/png" aria-label={t('staff.records.document')} onChange={(event) => setFile(event.target.files?.[0])} />
            </Form.Item>
          </>
        )}
        {change.kind === 'object' && (
          <Form.Item name="applicant" label={t('staff.records.applicant')} rules={required('staff.records.applicant')}>
            <Input maxLength={100} />
          </Form.Item>
        )}
        {change.kind === 'restrict' && (
          <Form.Item name="organ" label={t('staff.records.organ')} rules={required('staff.records.organ')}>
            <Input maxLength={100} />
          </Form.Item>
        )}
        {(change.kind === 'object' || change.kind === 'restrict') && (
          <Form.Item name="matter" label={t('staff.records.matter')} rules={required('staff.records.matter')}>
            <Input.TextArea maxLength={500} />
          </Form.Item>
        )}
        {(change.kind === 'lift' || change.kind === 'revoke') && (
          <Form.Item name="reason" label={t(change.kind === 'lift' ? 'staff.records.reason' : 'staff.records.revokeReason')} rules={required(change.kind === 'lift' ? 'staff.records.reason' : 'staff.records.revokeReason')}>
            <Input.TextArea maxLength={500} />
          </Form.Item>
        )}
        {change.kind !== 'seize' && change.kind !== 'revoke' && (
          <Form.Item name="documentNumber" label={t('staff.records.documentNumber')}>
            <Input maxLength={100} />
          </Form.Item>
        )}
      </Form>
      {failed && (
        <div role="alert" style={{ color: '#cf1322' }}>
          {failed}
        </div>
      )}
    </Modal>
  );
}
