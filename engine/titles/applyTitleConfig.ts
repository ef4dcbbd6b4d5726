import type { FormConfig, TitleConfig } from '../schemas/types';

export interface TitleDecision {
  hidden: string[];
  required: string[];
  optional: string[];
  /** Labels the configuration gives (its `name`), by field. */
  labels: Record<string, string>;
  /** Field order of the configuration (`sort`), for forms that follow it. */
  order: string[];
}

/**
 * What a business's title configuration (getApplyTitle's fwxx: field, isfillin) decides for a
 * form it governs: a field it lists shows, required when isfillin is "1"; a field it does not
 * list is hidden. System fields are never governed. A form without `titleConfig` is untouched.
 */
export function applyTitleConfig(form: FormConfig, title: TitleConfig | undefined): TitleDecision {
  const decision: TitleDecision = { hidden: [], required: [], optional: [], labels: {}, order: [] };
  if (!form.titleConfig || !title) return decision;
  const system = new Set(form.systemFields ?? []);
  const listed = new Map(title.fields.map((entry) => [entry.field, entry]));
  for (const field of Object.keys(form.schema.properties ?? {})) {
    if (system.has(field)) continue;
    const entry = listed.get(field);
    if (!entry) decision.hidden.push(field);
    else if (entry.isfillin === '1') decision.required.push(field);
    else decision.optional.push(field);
    if (entry?.name) decision.labels[field] = entry.name;
  }
  decision.order = [...title.fields]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((entry) => entry.field)
    .filter((field) => form.schema.properties?.[field]);
  return decision;
}
