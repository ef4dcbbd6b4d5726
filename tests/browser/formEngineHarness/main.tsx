/**
 * Harness for tests/browser/formEngine.test.ts: the mortgage sub-form (dyqxx) drawn by the engine
 * from the repository's schemas, its precompiled validators (engine/generated) and, after saving,
 * its read-only view (?draft=<key> keeps a local draft); ?form=applicant draws the applicant form with its two variants. Served with the app's strict CSP, so any eval would show up as a violation.
 */
import 'antd-mobile/es/global';
// The app's palette and fonts (src/main.tsx loads the same), so contrast is checked as it ships.
import '../../../src/styles/base.css';
// The Chinese catalogue, registered as the app's entry registers it (decision 0069: engine/ bundles no texts).
import '../../../src/lib/i18n/loadCatalogue';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { buildRegistry } from '../../../engine/schemas/buildRegistry';
import { resolveForm } from '../../../engine/schemas/resolveForm';
import { EngineForm, ReadonlyView, VariantForm, type EngineFormSaved } from '../../../engine/renderer';

declare global {
  interface Window {
    cspViolations: string[];
  }
}
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));

const files = import.meta.glob<unknown>('../../../schemas/{forms,dictionaries,titles}/*.json', { eager: true, import: 'default' });
const registry = buildRegistry(Object.fromEntries(Object.entries(files).map(([file, json]) => [file.replace('../../../schemas/', ''), json])));
const formId = new URLSearchParams(location.search).get('form') ?? 'dyqxx';
// ?draft=<key>: the form keeps its local draft under that key (EngineForm draftKey).
const draftKey = new URLSearchParams(location.search).get('draft') ?? undefined;

/** The applicant form with its individual and company variants (?form=applicant). */
function ApplicantHarness() {
  const [saved, setSaved] = useState<EngineFormSaved | undefined>();
  const variants = [...registry.forms.values()].filter((form) => form.variantOf === 'applicant');
  return (
    <div>
      <VariantForm variants={variants} dictionaries={registry.dictionaries} facts={{ partyType: '1' }} initialData={{ sqr_lx: '1' }} submitText="保存" onSubmit={setSaved} />
      {saved && <pre id="saved">{JSON.stringify(saved.stored)}</pre>}
    </div>
  );
}

function Harness() {
  const resolved = useMemo(() => resolveForm(registry.forms.get(formId)!, registry.dictionaries), []);
  const [saved, setSaved] = useState<EngineFormSaved | undefined>();
  const [preview, setPreview] = useState(false);
  if (preview && saved) {
    return (
      <div id="preview">
        <h1>项目信息预览</h1>
        <ReadonlyView resolved={resolved} data={saved.data} />
        <button type="button" onClick={() => setPreview(false)}>
          返回
        </button>
      </div>
    );
  }
  return (
    <div>
      <EngineForm resolved={resolved} submitText="保存" onSubmit={setSaved} draftKey={draftKey} />
      {saved && (
        <>
          <pre id="saved">{JSON.stringify(saved.stored)}</pre>
          <button type="button" id="open-preview" onClick={() => setPreview(true)}>
            预览
          </button>
        </>
      )}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(formId === 'applicant' ? <ApplicantHarness /> : <Harness />);
