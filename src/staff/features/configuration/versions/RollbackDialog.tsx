import { App, Input, Modal } from 'antd';
import { useState } from 'react';
import { useStaffT as useT } from '../../../lib/i18n';
import { errorText } from '../../../lib/errorText';
import { rollback, type ConfigVersionRow } from '../api';

/** Confirms publishing an earlier version again as the new current one, with a note for the record. */
export function RollbackDialog({ version, onClose }: { version: ConfigVersionRow; onClose: (published: boolean) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const published = await rollback(version.number, note.trim());
      void message.success(t('staff.configuration.rolledBack', { number: version.number, published: published.number }));
      onClose(true);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('staff.configuration.rollbackTitle', { number: version.number })} okText={t('staff.configuration.rollback')} confirmLoading={busy} onOk={() => void confirm()} onCancel={() => onClose(false)}>
      <p>{t('staff.configuration.rollbackExplain', { number: version.number })}</p>
      <Input.TextArea aria-label={t('staff.configuration.note')} placeholder={t('staff.configuration.note')} value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} rows={3} />
    </Modal>
  );
}
