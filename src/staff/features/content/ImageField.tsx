import { useRef, useState } from 'react';
import { App, Button, Input, Space } from 'antd';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { uploadImage } from './api';

/** An image's address, typed or set by uploading one to the file store (a form control: value and onChange). */
export function ImageField({ value, onChange, label }: { value?: string | null; onChange?: (url: string) => void; label: string }) {
  const t = useT();
  const { message } = App.useApp();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange?.(await uploadImage(file));
    } catch (problem) {
      void message.error(errorText(problem));
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value ?? ''} aria-label={label} onChange={(event) => onChange?.(event.target.value)} />
      <Button loading={busy} onClick={() => picker.current?.click()}>
        {t('staff.home.upload')}
      </Button>
      <input ref={picker} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden aria-label={`${label} ${t('staff.home.upload')}`} onChange={(event) => void upload(event.target.files?.[0])} />
    </Space.Compact>
  );
}
