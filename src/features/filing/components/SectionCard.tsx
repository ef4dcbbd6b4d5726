import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import type { SectionView } from '../../../../engine/pages/resolvePageSections';
import { useT } from '../../../lib/i18n';
import type { Row } from '../api/application';
import { CorrectionNotes } from './CorrectionNotes';

export interface SectionCardProps {
  view: SectionView<Row>;
  /** A stored record's id (the vocabulary's record keys): the row's key. */
  idOf: (row: Row) => string;
  summary: (row: Row) => string[];
  onAdd?: () => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** What the review asked to correct in this section, each naming its field (red, under the title). */
  notes?: readonly string[];
  /** What the review asked to correct in one record only (red, under its row). */
  rowNotes?: ((row: Row) => readonly string[]) | undefined;
  /** A form drawn inside the card (the cancellation card) instead of its rows. */
  children?: ReactNode;
}

/** One section of a fill page: its title, its records with 查看修改 and 删除, and the add button when the rules allow one. */
export function SectionCard({ view, idOf, summary, onAdd, onEdit, onDelete, notes, rowNotes, children }: SectionCardProps) {
  const t = useT();
  const headingId = `filing-section-${view.section.id}`;
  return (
    <section className="filing-card" aria-labelledby={headingId} data-section={view.section.id}>
      <div className="filing-card-head">
        <h2 id={headingId} className="filing-card-title">
          {view.title}
        </h2>
        {view.canAdd && onAdd ? (
          <Button size="small" color="primary" fill="outline" onClick={onAdd} aria-label={t('filing.addTo', { section: view.title })}>
            {t('filing.add')}
          </Button>
        ) : null}
      </div>
      <CorrectionNotes notes={notes} />
      {children ??
        (view.rows.length === 0 ? (
          <p className="filing-empty">{t('filing.noneYet')}</p>
        ) : (
          <ol className="filing-rows">
            {view.rows.map((row) => (
              <li key={idOf(row)} className="filing-row">
                <span className="filing-row-text">{summary(row).join(' · ') || view.title}</span>
                <span className="filing-row-actions">
                  {onEdit ? (
                    <Button size="mini" fill="none" color="primary" onClick={() => onEdit(row)}>
                      {t('filing.viewModify')}
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <Button size="mini" fill="none" color="danger" onClick={() => onDelete(row)}>
                      {t('filing.delete')}
                    </Button>
                  ) : null}
                </span>
                <CorrectionNotes notes={rowNotes?.(row)} />
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
