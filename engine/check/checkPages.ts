import { pageKindOfPath } from '../pages/pageKindOfPath';
import type { FormConfig, PageConfig, SchemaRegistry } from '../schemas/types';
import { checkConditionFacts } from './checkConditionFacts';
import { checkRouteRef, type KnownRoutes } from './checkRouteRef';
import { checkSummaryDictionary } from './checkSummaryDictionary';
import type { PresentIds } from './presentIds';
import { pointer, type Problem } from './types';

/** Fields of a section's form: a form id, or the variant group name (e.g. "applicant": every variant's fields). */
export function sectionFormFields(formRef: string, forms: ReadonlyMap<string, FormConfig>): Set<string> | undefined {
  const direct = forms.get(formRef);
  const variants = direct ? [direct] : [...forms.values()].filter((form) => form.variantOf === formRef);
  if (variants.length === 0) return undefined;
  return new Set(variants.flatMap((form) => Object.keys(form.schema.properties ?? {})));
}

/**
 * A page's route fits its id and its kind's shape, its sections are unique and use existing forms
 * and fields, the routes it names exist, its conditions name known facts.
 */
export function checkPage(file: string, page: PageConfig, { forms, dictionaries }: Pick<SchemaRegistry, 'forms' | 'dictionaries'>, present: PresentIds, routes: KnownRoutes): Problem[] {
  const problems: Problem[] = [];
  const push = (at: string, reason: string) => problems.push({ file, pointer: at, reason });
  const expectedId = file.replace(/^pages\/(fill|detail)\//, '').replace(/\.json$/, '');
  if (page.id !== expectedId) push('/id', `id "${page.id}" does not match the file name "${expectedId}"`);
  const folderKind = file.startsWith('pages/fill/') ? 'fill' : file.startsWith('pages/detail/') ? 'detail' : undefined;
  if (folderKind && page.kind !== folderKind) push('/kind', `a page under pages/${folderKind}/ must be of kind "${folderKind}"`);
  const expectedRoute = page.kind === 'fill' ? `/info/${page.id}` : `/${page.id}`;
  if (page.route !== expectedRoute) push('/route', `route "${page.route}" should be "${expectedRoute}"`);
  // The router chooses a configured page's screen by its path's shape (decision 0042).
  if (pageKindOfPath(expectedRoute) !== page.kind) push('/id', `id "${page.id}" makes the route "${expectedRoute}", not of a ${page.kind} page's shape (fill pages: infofill…, detail pages: applyDetail…)`);
  problems.push(...checkRouteRef(file, page.next?.route, '/next/route', routes));
  problems.push(...checkConditionFacts(file, page.hideSectionsWhen, '/hideSectionsWhen'));
  problems.push(...checkConditionFacts(file, page.submitWhen, '/submitWhen'));
  const ids = new Set<string>();
  page.sections.forEach((section, index) => {
    const at = pointer('sections', index);
    if (ids.has(section.id)) push(`${at}/id`, `duplicate section id "${section.id}"`);
    ids.add(section.id);
    problems.push(...checkConditionFacts(file, section.visibleWhen, `${at}/visibleWhen`));
    problems.push(...checkConditionFacts(file, section.addWhen, `${at}/addWhen`));
    for (const key of ['editRoute', 'previewRoute', 'viewRoute'] as const) problems.push(...checkRouteRef(file, section[key], `${at}/${key}`, routes));
    if (section.aliasKey && section.kind !== 'party') push(`${at}/aliasKey`, 'only party sections take an alias');
    if (section.kind === 'party' && !section.partyType) push(`${at}/partyType`, 'a party section needs its partyType (0, 1 or 10)');
    if (!section.form) return;
    const fields = sectionFormFields(section.form, forms);
    if (!fields && present.forms.has(section.form)) return; // broken form: reported there
    if (!fields) {
      push(`${at}/form`, `unknown form "${section.form}"`);
      return;
    }
    problems.push(...checkConditionFacts(file, section.rowWhen, `${at}/rowWhen`, fields));
    section.columns?.forEach((column, columnIndex) => {
      if (column !== 'index' && !fields.has(column)) push(`${at}/columns/${columnIndex}`, `unknown field "${column}" of form "${section.form}"`);
    });
    if (section.summary && !fields.has(section.summary.field)) push(`${at}/summary/field`, `unknown field "${section.summary.field}" of form "${section.form}"`);
    if (section.summary) problems.push(...checkSummaryDictionary(file, section.summary, `${at}/summary`, dictionaries, present));
    const form = forms.get(section.form);
    if (section.savetype && form?.savetype && section.savetype !== form.savetype) {
      push(`${at}/savetype`, `savetype ${section.savetype} differs from form "${form.id}" (${form.savetype})`);
    }
  });
  return problems;
}
