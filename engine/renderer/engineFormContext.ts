import type { Locale } from '../i18n/translate';
import type { DictionaryItem } from '../schemas/types';
import type { FieldErrorStore } from './fieldErrorStore';

/** What the theme's widgets and templates get through RJSF's formContext. */
export interface EngineFormContext {
  locale: Locale;
  t: (key: string, params?: Record<string, string | number>) => string;
  errors: FieldErrorStore;
  /** Validates one field as if its value were `value`; the message to show, if it fails. */
  validateField: (field: string, value: unknown) => string | undefined;
  /** Current committed values (widgets read siblings, e.g. the ID type next to an ID number). */
  getData: () => Record<string, unknown>;
  /** A keystroke's text, not yet committed: kept in the form's local draft (EngineForm draftKey). */
  noteTyping?: (field: string, text: string) => void;
  /** Widgets holding uncommitted typing register a flush; the form flushes before it submits. */
  registerFlush: (flush: () => void) => () => void;
  options: Record<string, DictionaryItem[]>;
  /** Notes beside fields, by field (a review's requests for correction). */
  notices?: Readonly<Record<string, string>> | undefined;
  /** The drawing group of each top-level field (layout/rowGroups.ts). */
  rowGroups?: ReadonlyMap<string, number>;
}

export function engineContextOf(registry: { formContext?: unknown }): EngineFormContext {
  return registry.formContext as EngineFormContext;
}
