import { translate as translateCatalogue, type Locale, type MessageKey } from '../i18n/translate';
import type { FieldPlan } from '../rules/computeFieldPlan';
import type { FormConfig, JsonSchema } from '../schemas/types';
import { datePairErrors } from './datePairErrors';
import { hiddenCharacterErrors } from './hiddenCharacterErrors';
import { messageForError, type MessageContext } from './messageForError';
import { pickMessageKey } from './pickMessageKey';
import { prepareData } from './prepareData';
import type { CompiledValidate, FieldError, Translate, ValidationResult } from './types';

export interface ValidateFormInput {
  form: FormConfig;
  /** The resolved validation schema (dictionaries turned into enums) the validator was compiled from. */
  schema: JsonSchema;
  /** Undefined when no compiled validator is available: then only the plan's checks run. */
  validate: CompiledValidate | undefined;
  data: unknown;
  plan?: FieldPlan;
  locale?: Locale;
  translate?: Translate;
}

const KEYWORD_RANK: Record<string, number> = { emptyDictionary: 0, required: 1, type: 2, enum: 3, hiddenCharacters: 3, format: 4, minLength: 5, maxLength: 6, datePair: 7 };

function fieldOrder(form: FormConfig, plan: FieldPlan | undefined): Map<string, number> {
  const uiOrder = ((form.uiSchema?.['ui:order'] as string[] | undefined) ?? []).filter((field) => field !== '*');
  const all = [...(form.checkOrder ?? []), ...(plan?.order ?? []), ...uiOrder, ...Object.keys(form.schema.properties ?? {})];
  const order = new Map<string, number>();
  for (const field of all) if (!order.has(field)) order.set(field, order.size);
  return order;
}

/**
 * Validates a form the same way in the browser and on the server: prepare the data (drop unknown
 * and hidden fields), run the compiled validator, apply the plan (title configuration and rules
 * decide what is required), warn about empty dictionaries, then order the failures by the form's
 * check order so the first one is the message the specification says is shown.
 */
export function validateForm(input: ValidateFormInput): ValidationResult {
  const { form, schema, plan } = input;
  const locale = input.locale ?? 'zh-CN';
  const translate: Translate = input.translate ?? ((key, params) => translateCatalogue(locale, key as MessageKey, params));
  const data = prepareData(input.data, schema, { hidden: plan?.hidden });
  const context: MessageContext = { data, rootSchema: schema, translate, locale, labels: plan?.labels };
  const errors: Array<FieldError & { emptyDictionary?: boolean }> = [];

  // 1. Empty lists (持证方式不能为空, 证书个数不能为空, 价格单位不能为空) come first.
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    if (plan?.hidden.has(field) || fieldSchema['x-emptyDictionary'] !== true) continue;
    const key = pickMessageKey(fieldSchema, 'emptyDictionary', data);
    if (key) errors.push({ path: `/${field}`, field, keyword: 'emptyDictionary', messageKey: key, params: {}, message: translate(key), emptyDictionary: true });
  }

  // 2. The compiled schema: types, formats, lengths, enums, conditional checks.
  if (input.validate && !input.validate(data)) {
    for (const error of input.validate.errors ?? []) {
      const hiddenField = error.instancePath.split('/')[1] ?? (error.params as { missingProperty?: string }).missingProperty;
      if (hiddenField && plan?.hidden.has(hiddenField)) continue;
      // The root `required` list is the plan's business: the title configuration may relax it.
      if (error.keyword === 'required' && error.schemaPath === '#/required' && plan) {
        const missing = String((error.params as { missingProperty?: string }).missingProperty);
        if (!plan.required.has(missing)) continue;
      }
      const fieldError = messageForError(error, context);
      if (fieldError) errors.push(fieldError);
    }
  }

  // 2b. Rules of the whole form: no invisible or control characters in any text; periods in order.
  errors.push(...hiddenCharacterErrors(context), ...datePairErrors(form.datePairs, context));

  // 3. Fields the plan requires (title configuration, rules) that are missing.
  for (const field of plan?.required ?? []) {
    if (data[field] !== undefined || errors.some((error) => error.path === `/${field}` && error.keyword === 'required')) continue;
    const fieldError = messageForError(
      { keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: field }, parentSchema: schema } as never,
      context,
    );
    if (fieldError) errors.push(fieldError);
  }

  // 4. One failure per value, in check order.
  const order = fieldOrder(form, plan);
  const rank = (error: FieldError & { emptyDictionary?: boolean }) => [
    error.emptyDictionary ? 0 : 1,
    order.get(error.field) ?? Number.MAX_SAFE_INTEGER,
    KEYWORD_RANK[error.keyword] ?? 9,
  ];
  errors.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let index = 0; index < ra.length; index += 1) if (ra[index] !== rb[index]) return (ra[index] ?? 0) - (rb[index] ?? 0);
    return 0;
  });
  const seen = new Set<string>();
  const unique = errors
    .filter((error) => (seen.has(error.path) ? false : (seen.add(error.path), true)))
    .map(({ emptyDictionary: _omit, ...error }) => error);
  return { valid: unique.length === 0, errors: unique, first: unique[0], data };
}
