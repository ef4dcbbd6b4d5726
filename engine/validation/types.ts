import type { ErrorObject } from 'ajv';
import type { ResolvedForm } from '../schemas/resolveForm';

/** A compiled validator: ajv's runtime one on the server, the precompiled one in the browser. */
export type CompiledValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export interface FieldError {
  /** JSON pointer of the value, e.g. "/sqr_name". */
  path: string;
  /** The top-level field it belongs to. */
  field: string;
  keyword: string;
  messageKey: string;
  params: Record<string, string | number>;
  /** The text shown (in the language asked for). */
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: FieldError[];
  /** The one the user sees: the first failing check in the form's check order. */
  first: FieldError | undefined;
  /** The values that would be saved: unknown and hidden fields dropped, empty text removed, numbers as numbers. */
  data: Record<string, unknown>;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Where compiled validators come from: ajv at run time on the server, precompiled in the browser. */
export interface ValidatorSource {
  validatorFor(resolved: ResolvedForm): CompiledValidate | undefined;
}
