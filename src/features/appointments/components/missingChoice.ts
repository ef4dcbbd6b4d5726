import type { MessageKey } from '../../../../engine/i18n/translate';

/** The first empty selector, in the order of spec 001 section 5; null when all four are chosen. */
export function missingChoice(choice: { area: unknown; process: unknown; day: unknown; slot: unknown }): MessageKey | null {
  if (!choice.area) return 'appoint.needArea';
  if (!choice.process) return 'appoint.needProcess';
  if (!choice.day) return 'appoint.needDate';
  if (!choice.slot) return 'appoint.needTime';
  return null;
}
