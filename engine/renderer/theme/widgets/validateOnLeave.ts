import type { EngineFormContext } from '../../engineFormContext';
import { showFieldError } from '../../feedback/showFieldError';

/** Validates one field when it is left (never per keystroke): marks it, and toasts the message for 600 ms. */
export function validateOnLeave(context: EngineFormContext | undefined, field: string, value: unknown): void {
  if (!context) return;
  const message = context.validateField(field, value);
  context.errors.set(field, message);
  if (message) showFieldError(message);
}
