import { useMemo } from 'react';
import type { SectionView } from '../../../../engine/pages/resolvePageSections';
import { ReadonlyView } from '../../../../engine/renderer/ReadonlyView';
import { formForId } from '../../../../engine/schemas/formForId';
import { resolveForm } from '../../../../engine/schemas/resolveForm';
import type { SchemaRegistry } from '../../../../engine/schemas/types';
import type { Facts } from '../../../../engine/conditions/types';
import { useLocale, useT } from '../../../lib/i18n';
import type { Application, Row } from '../../../lib/filing/application';
import { recordIdOf } from '../../../../engine/vocabulary/recordIdOf';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import { summaryText } from '../model/summaryText';

export interface RightsSectionProps {
  view: SectionView<Row>;
  detail: Application;
  registry: SchemaRegistry;
  facts: Facts;
  onView: (record: Row) => void;
}

/** A record's fields drawn read-only from its form (the cancellation page shows BDCZMH, ZXYY, ZXFJ so). */
function RecordFields({ record, formId, registry, facts }: { record: Row; formId: string; registry: SchemaRegistry; facts: Facts }) {
  const { locale } = useLocale();
  const resolved = useMemo(() => {
    const form = formForId(registry, formId, record);
    return form ? resolveForm(form, registry.dictionaries) : undefined;
  }, [registry, formId, record]);
  if (!resolved) return null;
  return <ReadonlyView resolved={resolved} data={record} facts={facts} locale={locale} />;
}

/**
 * A rights section of a detail page: its one record either as read-only fields (`display: fields`)
 * or as one row with its summary (the dictionary's 共同持证/分别持证, 一般抵押/最高抵押) and a 查看 button.
 */
export function RightsSection({ view, detail, registry, facts, onView }: RightsSectionProps) {
  const t = useT();
  const { locale } = useLocale();
  const record = view.rows[0];
  if (!record) return <p className="applications-none">{t('applications.none')}</p>;
  const { section } = view;
  if (section.display === 'fields') {
    const formId = detail.stored[recordIdOf(vocabularyOf(registry), record)]?.formId ?? section.form ?? '';
    return <RecordFields record={record} formId={formId} registry={registry} facts={facts} />;
  }
  const field = section.summary?.field;
  const value = field ? (record[field] ?? (detail.proinst as unknown as Record<string, unknown>)[field]) : undefined;
  return (
    <div className="applications-rights-row">
      <span>{summaryText(section.summary, value, registry.dictionaries, locale) || view.title}</span>
      <button type="button" className="applications-link" aria-label={t('applications.viewNamed', { name: view.title })} onClick={() => onView(record)}>
        {t('applications.view')}
      </button>
    </div>
  );
}
