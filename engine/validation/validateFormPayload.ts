import { applyAliases } from '../aliases/applyAliases';
import type { Facts } from '../conditions/types';
import { defaultsForMissing } from '../defaults/defaultsForMissing';
import type { Locale } from '../i18n/translate';
import { computeFieldPlan } from '../rules/computeFieldPlan';
import { resolveForm } from '../schemas/resolveForm';
import type { SchemaRegistry, TitleConfig } from '../schemas/types';
import type { Translate, ValidationResult, ValidatorSource } from './types';
import { validateForm } from './validateForm';

export interface PayloadContext {
  facts?: Facts;
  /** The business's title configuration (for the unit forms), e.g. from the catalogue by prodefid. */
  titleConfig?: TitleConfig;
  locale?: Locale;
  /** The caller's translator (a request's Accept-Language), instead of the locale's catalogue. */
  translate?: Translate;
  /** Fill the form's defaults for values the payload leaves out (what the browser form would have shown). */
  applyDefaults?: boolean;
}

/**
 * Server side of the shared validation: the payload of a save call checked against its form with
 * the same plan, the same ajv configuration and the same messages as the browser; unknown and
 * hidden fields dropped, the spec's other names of fields (aliases) mapped to their own. `result.data` is what may be stored; refuse with `result.first.message`.
 * Node only (compiles with ajv at run time, cached by schema hash).
 */
export function validateFormPayload(
  registry: SchemaRegistry,
  validators: ValidatorSource,
  formId: string,
  payload: unknown,
  context: PayloadContext = {},
): ValidationResult | undefined {
  const form = registry.forms.get(formId);
  if (!form) return undefined;
  const resolved = resolveForm(form, registry.dictionaries);
  const raw = applyAliases(form, payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {});
  const data = context.applyDefaults ? defaultsForMissing(form, raw) : raw;
  const plan = computeFieldPlan(form, { facts: context.facts, data, titleConfig: context.titleConfig });
  return validateForm({ form, schema: resolved.schema, validate: validators.validatorFor(resolved), data, plan, locale: context.locale, translate: context.translate });
}
