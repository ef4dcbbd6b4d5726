import { dictionaryItems } from '../dictionaries/dictionaryItems';
import { computeFieldPlan } from '../rules/computeFieldPlan';
import { resolveForm } from '../schemas/resolveForm';
import type { Dictionary, FormConfig, JsonSchema } from '../schemas/types';
import { WIDGET_NAMES } from '../schemas/widgetNames';
import { createEngineAjv } from '../validation/createEngineAjv';
import { isFormatName } from '../validation/formatFunctions';
import type { CompiledValidate } from '../validation/types';
import { validateForm } from '../validation/validateForm';
import type { PresentIds } from './presentIds';
import { pointer, type Problem } from './types';
import { checkConditionFacts } from './checkConditionFacts';
import { compiledOnce } from './compiledOnce';

/** Form schemas compiled so far, by their resolved JSON (see compiledOnce). */
const compiledForms = new Map<string, CompiledValidate | Error>();

export interface FormCheckContext {
  dictionaries: ReadonlyMap<string, Dictionary>;
  messageKeys: ReadonlySet<string>;
  present: PresentIds;
}

/** Walks a form's JSON Schema (properties, allOf, if/then/else), giving each field definition and its pointer. */
function walkFields(schema: JsonSchema, at: string, visit: (name: string, field: JsonSchema, at: string) => void): void {
  for (const [name, field] of Object.entries(schema.properties ?? {})) visit(name, field, `${at}${pointer('properties', name)}`);
  schema.allOf?.forEach((part, index) => walkFields(part, `${at}${pointer('allOf', index)}`, visit));
  for (const key of ['if', 'then', 'else'] as const) {
    const part = schema[key];
    if (part && typeof part === 'object') walkFields(part as JsonSchema, `${at}/${key}`, visit);
  }
}

/** Whether the form uses a dictionary whose file exists but is broken (then its enums cannot be trusted). */
function brokenDictionaries(form: FormConfig, context: FormCheckContext): boolean {
  let broken = false;
  walkFields(form.schema, '', (_name, field) => {
    const id = typeof field['x-dictionary'] === 'string' ? (field['x-dictionary'].split(':')[0] ?? '') : '';
    if (id && !context.dictionaries.has(id) && context.present.dictionaries.has(id)) broken = true;
  });
  return broken;
}

/**
 * Cross-references inside and out of one form: fields of rules, conditions, check order,
 * uiSchema and read-only mappings exist; dictionaries exist (and the chosen group is not empty),
 * defaults are codes of their dictionary; formats and widgets are known; message keys exist in the
 * catalogue; the schema compiles; migrations fit the version; the sample data passes the form.
 */
export function checkForm(file: string, form: FormConfig, context: FormCheckContext): Problem[] {
  const problems: Problem[] = [];
  const push = (at: string, reason: string) => problems.push({ file, pointer: at, reason });
  const fields = new Set(Object.keys(form.schema.properties ?? {}));
  const expectedId = file.replace(/^forms\//, '').replace(/\.json$/, '');
  if (form.id !== expectedId) push('/id', `id "${form.id}" does not match the file name "${expectedId}"`);

  const fieldList = (list: string[] | undefined, at: string) =>
    list?.forEach((field, index) => {
      if (!fields.has(field)) push(`${at}/${index}`, `unknown field "${field}"`);
    });
  fieldList(form.schema.required, '/schema/required');
  fieldList(form.checkOrder, '/checkOrder');
  fieldList(form.systemFields, '/systemFields');
  for (const [alias, field] of Object.entries(form.aliases ?? {})) {
    if (!fields.has(field)) push(pointer('aliases', alias), `unknown field "${field}"`);
    if (fields.has(alias)) push(pointer('aliases', alias), `"${alias}" is a field of its own, not an alias`);
  }
  for (const field of Object.keys(form.valueAliases ?? {})) if (!fields.has(field)) push(pointer('valueAliases', field), `unknown field "${field}"`);
  form.rules?.forEach((rule, index) => {
    fieldList(rule.fields, `/rules/${index}/fields`);
    fieldList(rule.requiredFields, `/rules/${index}/requiredFields`);
    problems.push(...checkConditionFacts(file, rule.visibleWhen, `/rules/${index}/visibleWhen`, fields));
    problems.push(...checkConditionFacts(file, rule.requiredWhen, `/rules/${index}/requiredWhen`, fields));
  });
  form.datePairs?.forEach((pair, index) => {
    if (pair.start === pair.end) push(`/datePairs/${index}`, `a period needs two fields, "${pair.start}" is named twice`);
    for (const side of ['start', 'end'] as const) {
      const field = form.schema.properties?.[pair[side]];
      if (!field) push(`/datePairs/${index}/${side}`, `unknown field "${pair[side]}"`);
      else if (field.format !== 'date') push(`/datePairs/${index}/${side}`, `"${pair[side]}" is not a date field (format "date")`);
    }
  });
  for (const [field, fallback] of Object.entries(form.readonlyView ?? {})) {
    const reference = form.schema.properties?.[field]?.['x-dictionary'];
    const items = typeof reference === 'string' ? dictionaryItems(reference, context.dictionaries) : undefined;
    if (!fields.has(field)) push(pointer('readonlyView', field), `unknown field "${field}"`);
    else if (typeof reference !== 'string') push(pointer('readonlyView', field), `"${field}" has no dictionary to show its codes from`);
    else if (items && !items.some((item) => item.code === fallback.otherwise)) push(pointer('readonlyView', field, 'otherwise'), `"${fallback.otherwise}" is not a code of ${reference}`);
  }
  for (const [field, unit] of Object.entries(form.units ?? {})) {
    if (!fields.has(field)) push(pointer('units', field), `unknown field "${field}"`);
    if (typeof unit === 'object' && !fields.has(unit.field)) push(pointer('units', field, 'field'), `unknown field "${unit.field}"`);
  }
  if (form.variant && !fields.has(form.variant.field)) push('/variant/field', `unknown field "${form.variant.field}"`);
  if (form.variant && !form.variantOf) push('/variant', 'a variant needs variantOf');

  walkFields(form.schema, '/schema', (name, field, at) => {
    const reference = field['x-dictionary'];
    if (typeof reference === 'string') {
      const items = dictionaryItems(reference, context.dictionaries);
      const dictionaryId = reference.split(':')[0] ?? '';
      if (!items && context.present.dictionaries.has(dictionaryId)) return; // broken file: reported there
      if (!items) push(`${at}/x-dictionary`, `unknown dictionary "${dictionaryId}"`);
      else if (items.length === 0) push(`${at}/x-dictionary`, `dictionary group "${reference}" has no items`);
      else if (field.default !== undefined && !items.some((item) => item.code === field.default)) {
        push(`${at}/default`, `default "${String(field.default)}" is not a code of ${reference}`);
      }
    }
    if (field.format !== undefined && !isFormatName(field.format)) push(`${at}/format`, `unknown format "${String(field.format)}"`);
    (field['x-titles'] ?? []).forEach((entry, index) => problems.push(...checkConditionFacts(file, entry.when, `${at}/x-titles/${index}/when`, fields)));
    for (const [keyword, choice] of Object.entries(field['x-messages'] ?? {})) {
      const keys = typeof choice === 'string' ? [choice] : (choice ?? []).map((entry) => entry.key);
      keys.forEach((key) => {
        if (!context.messageKeys.has(key)) push(`${at}/x-messages/${keyword}`, `unknown message key "${key}"`);
      });
      if (Array.isArray(choice)) {
        choice.forEach((entry, index) => problems.push(...checkConditionFacts(file, entry.when, `${at}/x-messages/${keyword}/${index}/when`, fields)));
      }
    }
  });
  // Conditional parts may only constrain fields the form has.
  walkFields(form.schema, '/schema', (name, _field, at) => {
    if (!fields.has(name)) push(at, `unknown field "${name}"`);
  });

  const ui = form.uiSchema ?? {};
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (!fields.has(key)) {
      push(pointer('uiSchema', key), `uiSchema names unknown field "${key}"`);
      continue;
    }
    const widget = (value as Record<string, unknown> | undefined)?.['ui:widget'];
    if (widget !== undefined && !(WIDGET_NAMES as readonly string[]).includes(String(widget))) {
      push(pointer('uiSchema', key, 'ui:widget'), `unknown widget "${String(widget)}" (known: ${WIDGET_NAMES.join(', ')})`);
    }
  }
  ((ui['ui:order'] as string[] | undefined) ?? []).forEach((field, index) => {
    if (field !== '*' && !fields.has(field)) push(`/uiSchema/ui:order/${index}`, `unknown field "${field}"`);
  });

  const seenTo = new Set<number>();
  form.migrations?.forEach((migration, index) => {
    if (migration.to > form.version) push(`/migrations/${index}/to`, `migration to version ${migration.to} is above the form version ${form.version}`);
    if (seenTo.has(migration.to)) push(`/migrations/${index}/to`, `two migrations to version ${migration.to}`);
    seenTo.add(migration.to);
  });

  // The schema must compile with the engine's ajv (the same the build uses).
  const resolved = resolveForm(form, context.dictionaries);
  const compiled = compiledOnce(compiledForms, resolved.schema, () => createEngineAjv().compile(resolved.schema) as CompiledValidate);
  const validate = compiled instanceof Error ? undefined : compiled;
  if (compiled instanceof Error) push('/schema', `does not compile: ${compiled.message}`);
  if (validate && form.sample && problems.length === 0 && !brokenDictionaries(form, context)) {
    const plan = computeFieldPlan(form, { data: form.sample });
    const result = validateForm({ form, schema: resolved.schema, validate, data: form.sample, plan: { ...plan, required: new Set() } });
    for (const error of result.errors) push(`/sample${error.path}`, `sample data fails: ${error.message}`);
  }
  return problems;
}
