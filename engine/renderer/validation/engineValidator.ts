import { ErrorSchemaBuilder, type RJSFSchema, type RJSFValidationError, type ValidationData, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { Locale } from '../../i18n/translate';
import type { FieldPlan } from '../../rules/computeFieldPlan';
import { validatorIdOf, type ResolvedForm } from '../../schemas/resolveForm';
import type { CompiledValidate, ValidationResult } from '../../validation/types';
import { validateForm } from '../../validation/validateForm';

export interface EngineValidatorOptions {
  resolved: ResolvedForm;
  /** The precompiled module's functions (by $id / sub-schema hash); undefined = no local validator. */
  validateFns: Record<string, CompiledValidate> | undefined;
  getPlan: () => FieldPlan;
  locale: Locale;
}

/** RJSF errors and error schema from our result (ordered: the first is the one to show). */
export function toRjsfValidation(result: ValidationResult): ValidationData<unknown> {
  const builder = new ErrorSchemaBuilder();
  const errors: RJSFValidationError[] = result.errors.map((error) => {
    const path = error.path.split('/').slice(1);
    builder.addErrors(error.message, path);
    return { name: error.keyword, property: `.${path.join('.')}`, message: error.message, params: error.params, stack: `${error.path} ${error.message}`, schemaPath: '' };
  });
  return { errors, errorSchema: builder.ErrorSchema };
}

/**
 * RJSF's validator for our forms. Validation is validateForm (the same code the server runs) over
 * the precompiled standalone function; sub-schema checks RJSF may ask for (`isValid`) go through
 * @rjsf/validator-ajv8's precompiled validator over the same generated functions. No ajv compiler.
 */
export type EngineValidator = ValidatorType & { lastResult?: ValidationResult };

export function createEngineValidator(options: EngineValidatorOptions): EngineValidator {
  const { resolved, validateFns, getPlan, locale } = options;
  const main = validateFns?.[validatorIdOf(resolved.form.id)];
  const rjsf = validateFns ? createPrecompiledValidator(validateFns as never, resolved.schema as RJSFSchema) : undefined;
  const validator: EngineValidator = {
    validateFormData(formData) {
      const result = validateForm({ form: resolved.form, schema: resolved.schema, validate: main, data: formData, plan: getPlan(), locale });
      validator.lastResult = result;
      return toRjsfValidation(result);
    },
    isValid(schema, formData) {
      if (!rjsf) return true;
      try {
        return rjsf.isValid(schema, formData, resolved.schema as RJSFSchema);
      } catch {
        return false;
      }
    },
    rawValidation<Result>(_schema: RJSFSchema, formData?: unknown) {
      if (!main) return { errors: [] as Result[] };
      main(formData);
      return { errors: (main.errors ?? undefined) as Result[] | undefined };
    },
  };
  return validator;
}

/**
 * One validator for the life of a form that runs whichever validator `current()` gives now. RJSF
 * keeps the validator it was first given until another prop changes (it compares props ignoring
 * functions), while the precompiled functions arrive after the first render: without this, a form
 * submitted before any change would be checked by the first validator and its result lost.
 */
export function followValidator(current: () => EngineValidator): EngineValidator {
  const validator: EngineValidator = {
    validateFormData(...args) {
      const now = current();
      const answer = now.validateFormData(...args);
      validator.lastResult = now.lastResult;
      return answer;
    },
    isValid: (...args) => current().isValid(...args),
    rawValidation: (...args) => current().rawValidation(...args),
  };
  return validator;
}
