import type { Locale } from '../i18n/translate';
import type { FieldPlan } from '../rules/computeFieldPlan';
import type { ResolvedForm } from '../schemas/resolveForm';
import type { JsonSchema, UiSchema } from '../schemas/types';

const DROPPED_KEYWORDS = ['$id', 'allOf', 'if', 'then', 'else', 'not'];

/**
 * The schema the renderer draws: only visible fields, the plan's required marks, titles in the
 * user's language (or the title configuration's names). Conditional parts (if/then) are left to
 * validation, which runs on the full resolved schema; drawing needs none of them, so RJSF never
 * has to resolve conditions on a keystroke.
 */
export function toRenderSchema(resolved: ResolvedForm, plan: FieldPlan, locale: Locale = 'zh-CN'): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(resolved.schema)) if (!DROPPED_KEYWORDS.includes(key)) out[key] = value;
  const properties: Record<string, JsonSchema> = {};
  for (const [field, schema] of Object.entries(resolved.schema.properties ?? {})) {
    if (plan.hidden.has(field)) continue;
    const own = plan.titles[field] ?? { title: schema.title, titleEn: schema['x-titleEn'] };
    const title = plan.labels[field] ?? (locale === 'en' ? (own.titleEn ?? own.title) : own.title);
    const { not: _not, ...rest } = schema;
    properties[field] = { ...rest, title };
  }
  out.properties = properties;
  out.required = [...plan.required].filter((field) => field in properties);
  return out;
}

/**
 * The uiSchema the renderer draws with: dictionary labels as ui:enumNames (in the user's
 * language), placeholders in English from ui:placeholderEn where given (or from the field's
 * `x-titles` that holds), the title configuration's order where it gives one.
 */
export function toRenderUiSchema(resolved: ResolvedForm, plan: FieldPlan, locale: Locale = 'zh-CN'): UiSchema {
  const ui: UiSchema = { ...(resolved.form.uiSchema ?? {}) };
  if (locale === 'en') {
    for (const [field, options] of Object.entries(ui)) {
      const english = (options as Record<string, unknown> | undefined)?.['ui:placeholderEn'];
      if (typeof english === 'string') ui[field] = { ...(options as Record<string, unknown>), 'ui:placeholder': english };
    }
  }
  for (const [field, title] of Object.entries(plan.titles)) {
    const placeholder = locale === 'en' ? (title.placeholderEn ?? title.placeholder) : title.placeholder;
    if (placeholder) ui[field] = { ...((ui[field] as Record<string, unknown> | undefined) ?? {}), 'ui:placeholder': placeholder };
  }
  for (const [field, items] of Object.entries(resolved.options)) {
    const current = (ui[field] as Record<string, unknown> | undefined) ?? {};
    ui[field] = { ...current, 'ui:enumNames': items.map((item) => (locale === 'en' ? (item.textEn ?? item.text) : item.text)) };
  }
  if (plan.order?.length) ui['ui:order'] = [...plan.order, '*'];
  ui['ui:submitButtonOptions'] = { norender: true };
  return ui;
}
