import type { AppointmentConfig } from './api';

/** A change of the draft configuration: made on a copy, so the page redraws and the served one is untouched. */
export type EditDraft = (change: (draft: AppointmentConfig) => void) => void;

/** 'a, b ,c' → ['a', 'b', 'c']: the times and dates typed as a list. */
export const listOf = (text: string) =>
  text
    .split(/[,，\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The copy a change is made on. */
export function edited(draft: AppointmentConfig, change: (copy: AppointmentConfig) => void): AppointmentConfig {
  const copy = structuredClone(draft);
  change(copy);
  return copy;
}
