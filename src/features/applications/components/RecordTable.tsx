import type { SectionView } from '../../../../engine/pages/resolvePageSections';
import type { SchemaRegistry } from '../../../../engine/schemas/types';
import { useLocale, useT } from '../../../lib/i18n';
import type { Row } from '../../../lib/filing/application';
import { fieldLabel } from '../model/fieldLabel';
import { recordIdOf } from '../../../../engine/vocabulary/recordIdOf';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';

export interface RecordTableProps {
  view: SectionView<Row>;
  registry: SchemaRegistry;
  onView: (record: Row) => void;
}

/**
 * A party or unit section of a detail page: the configured columns (`index` is the sequence, any
 * other a field titled as its form titles it) and a 查看 button per record.
 */
export function RecordTable({ view, registry, onView }: RecordTableProps) {
  const t = useT();
  const { locale } = useLocale();
  const columns = view.section.columns ?? ['index'];
  const headOf = (column: string) => (column === 'index' ? t('applications.column.index') : fieldLabel(registry, view.section.form, column, locale));
  if (view.rows.length === 0) return <p className="applications-none">{t('applications.none')}</p>;
  return (
    <table className="applications-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" data-column={column} className={column === 'index' ? 'applications-col-index' : undefined}>
              {headOf(column)}
            </th>
          ))}
          <th scope="col" className="applications-col-action">
            {t('applications.column.action')}
          </th>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((record, index) => {
          const cells = columns.map((column) => (column === 'index' ? String(index + 1) : String(record[column] ?? '')));
          const name = cells.find((_, position) => columns[position] !== 'index') ?? '';
          return (
            <tr key={recordIdOf(vocabularyOf(registry), record)}>
              {cells.map((cell, position) => (
                <td key={columns[position]} data-column={columns[position]}>
                  {cell}
                </td>
              ))}
              <td>
                <button type="button" className="applications-link" aria-label={t('applications.viewNamed', { name: `${view.title} ${name}` })} onClick={() => onView(record)}>
                  {t('applications.view')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
