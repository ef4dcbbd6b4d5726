import { useMemo, useState } from 'react';
import { factsFromQuery } from '../../../../engine/conditions/factsFromQuery';
import { resolvePageSections } from '../../../../engine/pages/resolvePageSections';
import type { PageConfig } from '../../../../engine/schemas/types';
import { useAppState } from '../../../app/state';
import { useLocale } from '../../../lib/i18n';
import { PhoneFrame } from './PhoneFrame';

const FACT_INPUTS = ['djlx', 'qllx', 'region', 'appointment', 'qlxxIsShow'] as const;

/** Which sections a fill or detail page shows for a context the administrator sets. */
export function PagePreview({ page }: { page: PageConfig }) {
  const { locale } = useLocale();
  const { region } = useAppState();
  const [query, setQuery] = useState<Record<string, string>>({ djlx: '700', qllx: '423', region, appointment: '0', qlxxIsShow: '1' });
  const views = useMemo(() => resolvePageSections(page, { facts: factsFromQuery(query), locale }), [page, query, locale]);
  return (
    <div className="schema-preview-form">
      <div className="schema-preview-context">
        {FACT_INPUTS.map((fact) => (
          <label key={fact}>
            {fact}
            <input value={query[fact] ?? ''} onChange={(event) => setQuery({ ...query, [fact]: event.target.value })} size={7} />
          </label>
        ))}
      </div>
      <PhoneFrame title={locale === 'en' ? (page.titleEn ?? page.title) : page.title}>
        <ol className="schema-preview-sections">
          {views.map((view) => (
            <li key={view.section.id}>
              <strong>{view.title}</strong> <small>{view.section.kind}{view.section.form ? ` · ${view.section.form}` : ''}{view.canAdd ? ' · +' : ''}</small>
            </li>
          ))}
        </ol>
      </PhoneFrame>
    </div>
  );
}
