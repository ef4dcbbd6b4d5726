import type { EngineFormContext } from '../../engineFormContext';
import { markFieldError } from '../../feedback/markFieldError';

/** Validates one field when it is left (never per keystroke): marks it, and toasts the message for 600 ms. */
export function validateOnLeave(context: EngineFormContext | undefined, field: string, value: unknown): void {
  if (!context) return;
  markFieldError(context, field, context.validateField(field, value));
}
