import { Empty, Segmented, Select, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildRegistry } from '../../../../../engine/schemas/buildRegistry';
import type { SubBusiness } from '../../../../../engine/schemas/types';
import { useStaffT as useT } from '../../../lib/i18n';
import { PREVIEW_READY, type PreviewRequest } from './previewMessage';

/** The businesses of the candidate's catalogue, for the form's context; none while the catalogue does not build. */
function businessesOf(files: Record<string, unknown>): SubBusiness[] {
  try {
    return buildRegistry(files).catalogue?.parents.flatMap((parent) => parent.Prodefs) ?? [];
  } catch {
    return [];
  }
}

/** The spec's reference phone screen (375 × 667) in a dark bezel. */
const PHONE = { width: 375, height: 667, border: '8px solid #222', borderRadius: 24, background: '#fff', boxSizing: 'content-box' } as const;

/**
 * The edited, unpublished form in a phone-sized frame, as the citizen fills it or as its read-only
 * view shows it, under a chosen business. The frame is a staff page of its own that the console
 * posts the candidate to on every change.
 */
export function PhonePreview({ files, formId }: { files: Record<string, unknown>; formId: string }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const businesses = useMemo(() => businessesOf(files), [files]);
  const [prodefid, setProdefid] = useState<string | undefined>();
  const [view, setView] = useState<PreviewRequest['view']>('form');
  const [ready, setReady] = useState(0);
  const business = prodefid ?? businesses[0]?.id ?? '';

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && event.data === PREVIEW_READY) setReady((count) => count + 1);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    const request: PreviewRequest = { type: 'hall-config-preview', files, formId, prodefid: business, view };
    frame.current?.contentWindow?.postMessage(request, window.location.origin);
  }, [files, formId, business, view, ready]);

  return (
    <Space direction="vertical" size="small">
      <Space wrap>
        <Segmented<PreviewRequest['view']>
          value={view}
          onChange={setView}
          options={[
            { value: 'form', label: t('staff.configuration.previewForm') },
            { value: 'readonly', label: t('staff.configuration.previewReadonly') },
          ]}
        />
        <Select
          aria-label={t('staff.configuration.previewBusiness')}
          style={{ width: 220 }}
          value={business || undefined}
          onChange={setProdefid}
          options={businesses.map((candidate) => ({ value: candidate.id, label: `${candidate.id} ${candidate.prodef_name}` }))}
        />
      </Space>
      {businesses.length === 0 && <Empty description={t('staff.configuration.previewNoCatalogue')} />}
      <iframe ref={frame} title={t('staff.configuration.preview')} src="/staff/configuration/preview" style={PHONE} />
    </Space>
  );
}
