import type { PreAcceptanceConfig } from '../checks/types';
import type { BusinessCatalogue, FormConfig } from '../schemas/types';
import { pointer, type Problem } from './types';

/**
 * The pre-acceptance checks' references hold: a rights form and each field an application names
 * its certificates in exist, the obligors' fields are the applicant form's, each business is in the
 * catalogue and names configured checks (also those 登簿 judges again), and every title and evidence line is in the staff
 * catalogue, every refusal in the citizen's.
 */
export function checkPreAcceptance(
  file: string,
  config: PreAcceptanceConfig,
  refs: { catalogue: BusinessCatalogue | undefined; forms: ReadonlyMap<string, FormConfig>; unitForms: readonly string[]; partyForm: string; presentForms: ReadonlySet<string>; staffKeys: ReadonlySet<string>; citizenKeys: ReadonlySet<string> },
): Problem[] {
  const problems: Problem[] = [];
  const hasField = (formId: string, field: string) => !!refs.forms.get(formId)?.schema.properties?.[field];
  // A form whose file is there but broken reports its own problem, once.
  const broken = (formId: string) => !refs.forms.has(formId) && refs.presentForms.has(formId);
  config.references.forEach((source, index) => {
    const forms = source.records === 'units' ? refs.unitForms : [source.form ?? ''];
    if (forms.some(broken)) return;
    if (source.records === 'rights' && !refs.forms.has(source.form ?? '')) problems.push({ file, pointer: pointer('references', index, 'form'), reason: `unknown form "${source.form}"` });
    else if (!forms.some((form) => hasField(form, source.field))) problems.push({ file, pointer: pointer('references', index, 'field'), reason: `no form of ${source.records} has the field "${source.field}"` });
    if (source.unitField && !forms.some((form) => hasField(form, source.unitField!))) problems.push({ file, pointer: pointer('references', index, 'unitField'), reason: `no form of ${source.records} has the field "${source.unitField}"` });
  });
  for (const key of ['idField', 'nameField'] as const) {
    if (!broken(refs.partyForm) && !hasField(refs.partyForm, config.obligors[key])) problems.push({ file, pointer: pointer('obligors', key), reason: `the form "${refs.partyForm}" has no field "${config.obligors[key]}"` });
  }
  for (const [id, check] of Object.entries(config.checks)) {
    const staff = [['title', check.title], ...(check.kind === 'encumbrance' ? [['evidence', check.evidence], ['noneEvidence', check.noneEvidence]] : [])] as const;
    for (const [name, key] of staff) if (!refs.staffKeys.has(key)) problems.push({ file, pointer: pointer('checks', id, name), reason: `no staff message "${key}"` });
    if (!refs.citizenKeys.has(check.refusal)) problems.push({ file, pointer: pointer('checks', id, 'refusal'), reason: `no citizen message "${check.refusal}"` });
  }
  const businesses = new Set(refs.catalogue?.parents.flatMap((parent) => parent.Prodefs.map((business) => business.id)) ?? []);
  // Each business's checks and the ones 登簿 judges again: businesses of the catalogue, checks configured.
  const lists = [
    ...Object.entries(config.businesses).map(([business, checks]) => ['businesses', business, Object.keys(checks).map((id) => [id, id] as const)] as const),
    ...Object.entries(config.atRegistration ?? {}).map(([business, checks]) => ['atRegistration', business, checks.map((id, index) => [id, String(index)] as const)] as const),
  ];
  for (const [section, business, ids] of lists) {
    if (refs.catalogue && !businesses.has(business)) problems.push({ file, pointer: pointer(section, business), reason: `business "${business}" is not in the catalogue` });
    for (const [id, at] of ids) if (!config.checks[id]) problems.push({ file, pointer: pointer(section, business, at), reason: `no check "${id}"` });
  }
  return problems;
}
