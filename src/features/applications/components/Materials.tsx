import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { AttachmentGroup } from '../api/applications';

export interface MaterialsProps {
  groups: AttachmentGroup[] | undefined;
  /** Thumbnail edge in px (78 on the detail pages, spec 001 section 9). */
  size: number;
}

/** The uploaded pictures by attachment group as thumbnails; a tap opens the picture full size over the page. */
export function Materials({ groups, size }: MaterialsProps) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const filled = (groups ?? []).filter((group) => group.pro_attachment.length > 0);
  if (groups && filled.length === 0) return <p className="applications-none">{t('applications.none')}</p>;
  return (
    <div className="applications-materials">
      {filled.map((group) => (
        <div key={group.id} className="applications-material-group">
          <p className="applications-material-name">{group.name}</p>
          <div className="applications-thumbs">
            {group.pro_attachment.map((file, index) => (
              <button key={file.id} type="button" className="applications-thumb" style={{ width: size, height: size }} onClick={() => setOpen(file.url)}>
                <img src={file.thumbUrl ?? file.url} alt={t('applications.photo', { group: group.name, n: index + 1 })} width={size} height={size} loading="lazy" />
              </button>
            ))}
          </div>
        </div>
      ))}
      {open ? (
        // antd-mobile's ImageViewer hides itself from screen readers (aria-hidden mask), so a plain overlay.
        <div className="applications-viewer" role="dialog" aria-modal="true" aria-label={t('applications.photoViewer')} onKeyDown={(event) => event.key === 'Escape' && setOpen(null)}>
          <img src={open} alt={t('applications.photoViewer')} />
          <button type="button" className="applications-viewer-close" autoFocus onClick={() => setOpen(null)}>
            {t('applications.closePhoto')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
