import type { EngineFormContext } from '../engineFormContext';
import { afterTap } from './afterTap';
import { showFieldError } from './showFieldError';

/** Marks a field left with a failing (or no longer failing) value: its error line, and the 600 ms toast. */
export function markFieldError(context: EngineFormContext | undefined, field: string, message: string | undefined): void {
  // The error line moves the rows below it: not under a tap in progress.
  afterTap(() => context?.errors.set(field, message));
  if (message) showFieldError(message);
}
