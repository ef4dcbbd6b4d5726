import { dictionaryItems } from '../dictionaries/dictionaryItems';
import { buildRegistry } from '../schemas/buildRegistry';
import { kindOfPath } from '../schemas/schemaKinds';
import type { AppointmentConfig } from '../appointments/types';
import type { AttachmentConfig, BusinessCatalogue, Dictionary, FormConfig, PageConfig, RoutingTable, SchemaRegistry, SubformRouteTable, TitleConfig, WorkflowConfig } from '../schemas/types';
import type { Vocabulary } from '../vocabulary/types';
import type { PreAcceptanceConfig } from '../checks/types';
import { checkAppointments } from './checkAppointments';
import { checkAttachments } from './checkAttachments';
import { checkBusinessRoutes } from './checkBusinessRoutes';
import { checkCatalogue } from './checkCatalogue';
import { checkConditionCodes } from './checkConditionCodes';
import { checkConditionRefs } from './checkConditionRefs';
import { checkDictionary } from './checkDictionaries';
import { checkForm } from './checkForms';
import { checkGuides } from './checkGuides';
import { checkIcons } from './checkIcons';
import { checkMenus } from './checkMenus';
import { checkMessages } from './checkMessages';
import { checkPage } from './checkPages';
import { checkPreAcceptance } from './checkPreAcceptance';
import type { KnownRoutes } from './checkRouteRef';
import { checkRouting } from './checkRouting';
import { checkSubformRoutes } from './checkSubformRoutes';
import { checkTemplateParams } from './checkTemplateParams';
import { checkTitle } from './checkTitles';
import { checkVocabulary } from './checkVocabulary';
import { checkRegistration } from './checkRegistration';
import { checkStaffRoles } from './checkStaffRoles';
import { checkWorkflow } from './checkWorkflow';
import { checkWorkflowStates } from './checkWorkflowStates';
import { conditionCodeLists } from './conditionCodeLists';
import { metaValidate } from './metaValidate';
import { presentIds } from './presentIds';
import { isError, type CheckFile, type Problem, type ReportedProblem } from './types';
import { jsonSyntaxAt } from './jsonSyntaxAt';

export interface CheckResult {
  /** Every problem with its severity: an error fails the check, a warning does not. */
  problems: ReportedProblem[];
  /** Files with no error of their own. */
  passed: string[];
  checked: number;
}

export interface CheckOptions {
  /**
   * The files the app serves from its public folder ('/icons/apply.svg'), that icon and banner
   * paths must name; without it those paths are not checked (the check alone cannot see them).
   */
  assets?: ReadonlySet<string>;
}

/**
 * schemas:check: every file parses, fits its kind's meta-schema, and every cross-reference holds
 * (routing table → pages, pages → sub-forms and their fields, addresses in pages, routing rows and
 * menus → configured pages or the code's screens, fields → dictionaries, title
 * configurations → fields, rules → fields, facts and the codes of their dictionaries, message
 * keys → the catalogue, templates → the parameters of their events), every business has its
 * routing row, register change and guide, and every icon is there. It stops at the first cause
 * (docs/decisions/0085): a file that does not parse or does not fit its meta-schema is reported
 * alone, and the cross-references are checked only once every file is sound, so one mistake is
 * never followed by lines about what it broke elsewhere.
 */
export function checkSchemas(files: readonly CheckFile[], options: CheckOptions = {}): CheckResult {
  const first: Problem[] = [];
  for (const file of files) {
    if (file.parseError !== undefined) first.push(syntaxProblem(file, file.parseError));
    else if (!kindOfPath(file.path)) first.push({ file: file.path, pointer: '', reason: 'not in a known folder (forms, dictionaries, titles, pages, routing, attachments, businesses, vocabulary, appointments, notifications, workflow, checks, meta, messages, app)' });
  }
  const meta = metaValidate(files.filter((file) => file.parseError === undefined));
  first.push(...meta.problems);
  if (first.length) return resultOf(files, first);
  return resultOf(files, crossChecks(files, options));
}

/** A file that is not JSON, placed by line and column when its text is at hand. */
function syntaxProblem(file: CheckFile, parseError: string): Problem {
  const at = file.text === undefined ? undefined : jsonSyntaxAt(parseError, file.text);
  if (!at) return { file: file.path, pointer: '', reason: `not valid JSON: ${parseError}` };
  return { file: file.path, pointer: '', reason: `not valid JSON: ${at.message} at line ${at.line}, column ${at.column}`, line: at.line, column: at.column };
}

function resultOf(files: readonly CheckFile[], found: readonly Problem[]): CheckResult {
  const problems = found.map((problem): ReportedProblem => ({ ...problem, severity: problem.severity ?? 'error' }));
  const failing = new Set(problems.filter(isError).map((problem) => problem.file));
  return { problems, passed: files.map((file) => file.path).filter((path) => !failing.has(path)), checked: files.length };
}

/** The checks across files, on a tree whose every file parses and fits its meta-schema. */
function crossChecks(files: readonly CheckFile[], options: CheckOptions): Problem[] {
  const problems: Problem[] = [];
  const registry = buildRegistry(Object.fromEntries(files.map((file) => [file.path, file.json])));
  const messages = checkMessages(files);
  const present = presentIds(files);
  problems.push(...messages.problems);

  const byKind = (kind: string) => files.filter((file) => kindOfPath(file.path) === kind);
  const duplicate = (kind: string, idOf: (json: unknown) => string) => {
    const seen = new Map<string, string>();
    for (const file of byKind(kind)) {
      const id = idOf(file.json);
      const other = seen.get(id);
      if (other) problems.push({ file: file.path, pointer: '/id', reason: `id "${id}" is also used by ${other}` });
      seen.set(id, file.path);
    }
  };
  duplicate('form', (json) => (json as FormConfig).id);
  duplicate('page', (json) => (json as PageConfig).id);
  if (byKind('routing').length > 1) problems.push({ file: byKind('routing')[1]!.path, pointer: '', reason: 'only one routing table is allowed' });
  if (byKind('workflow').length > 1) problems.push({ file: byKind('workflow')[1]!.path, pointer: '', reason: 'only one review workflow is allowed' });
  if (byKind('catalogue').length > 1) problems.push({ file: byKind('catalogue')[1]!.path, pointer: '', reason: 'only one business catalogue is allowed' });
  if (byKind('checks').length > 1) problems.push({ file: byKind('checks')[1]!.path, pointer: '', reason: 'only one pre-acceptance check file is allowed' });
  if (byKind('appointments').length > 1) problems.push({ file: byKind('appointments')[1]!.path, pointer: '', reason: 'only one appointment reference file is allowed' });

  for (const file of byKind('dictionary')) problems.push(...checkDictionary(file.path, file.json as Dictionary));
  for (const file of byKind('form')) {
    problems.push(...checkForm(file.path, file.json as FormConfig, { dictionaries: registry.dictionaries, messageKeys: messages.keys, present }));
  }
  // A group of variants (the applicant's individual and company forms) has exactly one default.
  const groups = new Map<string, Array<{ path: string; form: FormConfig }>>();
  for (const file of byKind('form')) {
    const form = file.json as FormConfig;
    if (form.variantOf) groups.set(form.variantOf, [...(groups.get(form.variantOf) ?? []), { path: file.path, form }]);
  }
  for (const [group, members] of groups) {
    const defaults = members.filter((member) => member.form.variant?.default);
    if (defaults.length !== 1) {
      problems.push({ file: members[0]!.path, pointer: '/variant/default', reason: `variant group "${group}" needs exactly one default variant (has ${defaults.length})` });
    }
  }
  for (const file of byKind('title')) problems.push(...checkTitle(file.path, file.json as TitleConfig, registry.forms, present));
  // What an address may name: a configured page, or a screen of the code's route table (app/pages.json).
  const appPages = files.find((file) => file.path === 'app/pages.json')?.json as { pages?: Array<{ name?: unknown; path?: unknown }> } | undefined;
  const screenPaths = (appPages?.pages ?? []).flatMap((entry) => (typeof entry.path === 'string' ? [entry.path] : []));
  const routes: KnownRoutes = { registry, present, screens: new Set((appPages?.pages ?? []).map((entry) => String(entry.name))), screenPaths };
  for (const file of byKind('page')) problems.push(...checkPage(file.path, file.json as PageConfig, registry, present, routes));
  for (const file of byKind('routing')) problems.push(...checkRouting(file.path, file.json as RoutingTable, registry.pages, routes));
  for (const file of files.filter((each) => each.path === 'app/menus.json')) problems.push(...checkMenus(file.path, file.json, routes));
  for (const file of byKind('subformRoutes')) {
    problems.push(...checkSubformRoutes(file.path, file.json as SubformRouteTable, { forms: registry.forms, dictionaries: registry.dictionaries, present }));
  }
  problems.push(...checkAttachments(byKind('attachments').map((file) => ({ path: file.path, config: file.json as AttachmentConfig })), registry.catalogue));
  const codesOf = (reference: string) => {
    const items = dictionaryItems(reference, registry.dictionaries);
    return items && new Set(items.map((item) => item.code));
  };
  for (const file of byKind('catalogue')) problems.push(...checkCatalogue(file.path, file.json as BusinessCatalogue, registry.titles, present, registry.forms, codesOf));
  for (const file of byKind('vocabulary')) problems.push(...checkVocabulary(file.path, file.json as Vocabulary, codesOf, messages.keys));
  if (byKind('vocabulary').length > 1) problems.push({ file: byKind('vocabulary')[1]!.path, pointer: '', reason: 'only one vocabulary is allowed' });
  const filedDjlx = new Set(registry.catalogue?.parents.flatMap((parent) => parent.Prodefs.map((business) => business.djlx)) ?? []);
  for (const file of byKind('appointments')) problems.push(...checkAppointments(file.path, file.json as AppointmentConfig, filedDjlx));
  const templates = new Set(byKind('notifications').flatMap((file) => Object.keys((file.json as { templates?: Record<string, unknown> }).templates ?? {})));
  for (const file of byKind('workflow')) problems.push(...checkWorkflow(file.path, file.json as WorkflowConfig, registry.catalogue, templates));
  for (const file of byKind('workflow')) problems.push(...checkStaffRoles(file.path, file.json as WorkflowConfig));
  const [vocabularyFile] = byKind('vocabulary');
  if (vocabularyFile) for (const file of byKind('workflow')) problems.push(...checkWorkflowStates(file.path, file.json as WorkflowConfig, vocabularyFile.json as Vocabulary));
  const catalogueKeys = (path: string) => new Set(Object.keys((files.find((file) => file.path === path)?.json as Record<string, unknown> | undefined) ?? {}));
  const checkRefs = { catalogue: registry.catalogue, forms: registry.forms, unitForms: ['fwxx', 'dyxx'], partyForm: 'applicant-individual', presentForms: present.forms, staffKeys: catalogueKeys('messages/staff/zh-CN.json'), citizenKeys: catalogueKeys('messages/zh-CN.json') };
  for (const file of byKind('checks')) problems.push(...checkPreAcceptance(file.path, file.json as PreAcceptanceConfig, checkRefs));
  for (const file of byKind('workflow')) problems.push(...checkRegistration(file.path, file.json as WorkflowConfig, registry.catalogue, registry.forms, codesOf('SQR_LX'), present));
  problems.push(...silentCases(files, registry, codesOf, options));
  // Named conditions live in the routing table: with it broken or missing, that is the one problem reported.
  if (registry.routing) {
    const conditionNames = new Set(Object.keys(registry.routing.conditions ?? {}));
    for (const kind of ['page', 'routing', 'subformRoutes']) for (const file of byKind(kind)) problems.push(...checkConditionRefs(file.path, file.json, conditionNames));
  }
  if (byKind('routing').length === 0) problems.push({ file: 'routing/', pointer: '', reason: 'no routing table' });
  if (!files.some((file) => kindOfPath(file.path) === 'vocabulary')) problems.push({ file: 'vocabulary/vocabulary.json', pointer: '', reason: 'no vocabulary' });
  if (!files.some((file) => kindOfPath(file.path) === 'appointments')) problems.push({ file: 'appointments/', pointer: '', reason: 'no appointment reference data' });
  if (!files.some((file) => kindOfPath(file.path) === 'checks')) problems.push({ file: 'checks/pre-acceptance.json', pointer: '', reason: 'no pre-acceptance checks' });
  if (!files.some((file) => kindOfPath(file.path) === 'subformRoutes')) problems.push({ file: 'routing/subform-routes.json', pointer: '', reason: 'no sub-form route table' });

  return problems;
}

/**
 * What passes every reference check and still does nothing (docs/decisions/0085): a rule compared
 * with a code no one has, a business only the fallback pages take, a missing icon, a template
 * placeholder its event does not fill, a business without its guide (a warning). A business
 * without its register change is checkRegistration's.
 */
function silentCases(files: readonly CheckFile[], registry: SchemaRegistry, codesOf: (reference: string) => Set<string> | undefined, options: CheckOptions): Problem[] {
  const problems: Problem[] = [];
  const ofKind = (...kinds: string[]) => files.filter((file) => kinds.includes(kindOfPath(file.path) ?? ''));
  const formsOfPage = (page: PageConfig) =>
    page.sections.flatMap((section) => (section.form ? [...registry.forms.values()].filter((form) => form.id === section.form || form.variantOf === section.form) : []));
  for (const file of ofKind('form', 'page', 'routing', 'subformRoutes', 'title', 'checks', 'workflow', 'catalogue', 'menus', 'appInfo')) {
    const kind = kindOfPath(file.path);
    const inScope = kind === 'form' ? [file.json as FormConfig] : kind === 'page' ? formsOfPage(file.json as PageConfig) : [];
    problems.push(...checkConditionCodes(file.path, file.json, conditionCodeLists(codesOf, registry.catalogue, inScope)));
  }
  for (const file of ofKind('routing')) problems.push(...checkBusinessRoutes(file.path, file.json as RoutingTable, registry.catalogue, codesOf));
  if (options.assets) for (const file of ofKind('catalogue', 'menus', 'appInfo')) problems.push(...checkIcons(file.path, file.json, options.assets));
  const told = new Set(ofKind('workflow').flatMap((file) => (file.json as WorkflowConfig).stages.flatMap((stage) => Object.values(stage.actions).flatMap((action) => action?.tells ?? []))));
  for (const file of ofKind('notifications')) problems.push(...checkTemplateParams(file.path, file.json as Parameters<typeof checkTemplateParams>[1], told));
  for (const file of ofKind('catalogue')) problems.push(...checkGuides(file.path, file.json as BusinessCatalogue));
  return problems;
}

/** `file  /json/pointer  reason`, one line per problem; a warning's reason says so (`warning: …`). */
export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((problem) => `${problem.file}  ${problem.pointer || '/'}  ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.reason}`).join('\n');
}
