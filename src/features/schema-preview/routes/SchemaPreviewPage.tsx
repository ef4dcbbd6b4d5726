import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { buildRegistry } from '../../../../engine/schemas/buildRegistry';
import type { PageConfig } from '../../../../engine/schemas/types';
import { useT } from '../../../lib/i18n';
import { fetchAllSchemaFiles, fetchCheckResults, fetchSchemaIndex } from '../api/schemas';
import { CheckResults } from '../components/CheckResults';
import { FormPreview } from '../components/FormPreview';
import { PagePreview } from '../components/PagePreview';
import '../schemaPreview.css';

/**
 * Schema preview for administrators (/admin/schema-preview): pick any configuration file; a form
 * is drawn in a phone-sized frame with its sample data, beside its read-only view; a page shows
 * its sections for a chosen context; every file shows its schemas:check results and its source.
 */
export default function SchemaPreviewPage() {
  const t = useT();
  const index = useSWR('schema-preview-index', fetchSchemaIndex);
  const files = useSWR(index.data ? ['schema-preview-files', index.data.version] : null, () => fetchAllSchemaFiles(index.data!));
  const check = useSWR(index.data ? ['schema-preview-check', index.data.version] : null, fetchCheckResults);
  const registry = useMemo(() => (files.data ? buildRegistry(files.data) : undefined), [files.data]);
  const paths = useMemo(() => [...(index.data?.files.map((file) => file.path) ?? []), ...(index.data?.refused ?? [])].sort(), [index.data]);
  const [selected, setSelected] = useState('forms/dyqxx.json');

  const content = files.data?.[selected];
  const formId = selected.startsWith('forms/') ? (content as { id?: string } | undefined)?.id : undefined;
  const problems = (check.data?.problems ?? []).filter((problem) => problem.file === selected);

  return (
    <main className="schema-preview">
      <h1>{t('schemaPreview.title')}</h1>
      {index.data && (
        <p className="schema-preview-version">
          {t('schemaPreview.version', { number: index.data.number })} <code>{index.data.version}</code>
        </p>
      )}
      <label className="schema-preview-pick">
        {t('schemaPreview.pick')}
        <select value={selected} onChange={(event) => setSelected(event.target.value)}>
          {paths.map((path) => (
            <option key={path} value={path}>
              {index.data?.refused.includes(path) ? `✗ ${path}` : path}
            </option>
          ))}
        </select>
      </label>
      {registry && formId && registry.forms.has(formId) && <FormPreview registry={registry} formId={formId} />}
      {registry && selected.startsWith('pages/') && content !== undefined && <PagePreview page={content as PageConfig} />}
      <section>
        <h2>{t('schemaPreview.check')}</h2>
        <CheckResults problems={problems} />
      </section>
      <details>
        <summary>{t('schemaPreview.source')}</summary>
        <pre className="schema-preview-json">{content === undefined ? '' : JSON.stringify(content, null, 2)}</pre>
      </details>
    </main>
  );
}
