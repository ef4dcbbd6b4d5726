import { Suspense, lazy, useCallback, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../../../lib/i18n';
import { MAX_CHOOSE_COUNT } from '../../../lib/wx';
import type { Material, MaterialGroup } from '../api/materials';
import { CorrectionNotes } from './CorrectionNotes';

export interface MaterialGroupCardProps {
  group: MaterialGroup;
  busy: boolean;
  /** The add button: the page asks album or camera, then picks. */
  onAdd: (group: MaterialGroup) => void;
  onDelete: (material: Material) => void;
  /** What the review asked to correct in this group (red, under its name). */
  notes?: readonly string[];
  /** The last pick for this group had more pictures than one pick takes: said here, beside the + tapped. */
  capped?: boolean;
}

// The full-size viewer (with its gesture code) is fetched when a picture is first opened, not with the page.
const ImageViewer = lazy(() => import('antd-mobile/es/components/image-viewer'));

/**
 * One attachment group: its name, whether it is required (是/否), what to photograph (its help),
 * its 78x78 thumbnails (full size on a tap), add and delete.
 */
export function MaterialGroupCard({ group, busy, onAdd, onDelete, notes, capped }: MaterialGroupCardProps) {
  const t = useT();
  const [viewing, setViewing] = useState<string | null>(null);
  // Brought on screen once when it appears (a stable callback: not again at every re-render while uploading).
  const showNote = useCallback((note: HTMLParagraphElement | null) => note?.scrollIntoView({ block: 'nearest' }), []);
  const headingId = `filing-group-${group.id.replace(/[^\w-]/g, '_')}`;
  return (
    <section className="filing-card" aria-labelledby={headingId} data-group={group.name}>
      <div className="filing-card-head">
        <h2 id={headingId} className="filing-card-title">
          {group.name}
        </h2>
        <span className={group.required === '是' ? 'filing-required filing-required--yes' : 'filing-required'}>
          {t('filing.required', { value: group.required === '是' ? t('common.yes') : t('common.no') })}
        </span>
      </div>
      {group.help ? <p className="filing-group-help">{group.help}</p> : null}
      <CorrectionNotes notes={notes} />
      {capped ? (
        <p className="filing-note" role="status" ref={showNote}>
          {t('filing.pickCapped', { count: MAX_CHOOSE_COUNT })}
        </p>
      ) : null}
      <ul className="filing-thumbs">
        {group.pro_attachment.map((material, index) => (
          <li key={material.id} className="filing-thumb">
            <button type="button" className="filing-thumb-open" onClick={() => setViewing(material.url)} aria-label={t('filing.viewPicture', { index: index + 1 })}>
              <img src={material.thumbUrl} alt="" width={78} height={78} />
            </button>
            <button type="button" className="filing-thumb-delete" onClick={() => onDelete(material)} aria-label={t('filing.deletePicture', { index: index + 1 })}>
              ×
            </button>
          </li>
        ))}
        <li>
          <Button className="filing-thumb-add" disabled={busy} onClick={() => onAdd(group)} aria-label={t('filing.addPictures', { name: group.name, count: MAX_CHOOSE_COUNT })}>
            +
          </Button>
        </li>
      </ul>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <ImageViewer image={viewing} visible onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
