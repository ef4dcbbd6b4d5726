import config from '../../schemas/notifications/templates.json' with { type: 'json' };
import { fillParams } from '../../engine/i18n/fillParams';
import type { Locale } from '../../engine/i18n/translate';
import { maskSensitiveText } from '../../engine/masking/maskSensitiveText';

/** The events the hall tells citizens about; each has its template in schemas/notifications/templates.json. */
export type EventKind = keyof typeof config.templates;

export type EventParams = Record<string, string>;

const templates: Record<string, (typeof config.templates)[EventKind]> = config.templates;

export const isEventKind = (kind: string): kind is EventKind => kind in templates;

/** The platform refuses values over its limit per kind of key (thing 20, phrase 5, character_string 32): cut them. */
const WECHAT_VALUE_MAX: Record<string, number> = { thing: 20, phrase: 5, character_string: 32 };
const cut = (key: string, value: string) => [...value].slice(0, WECHAT_VALUE_MAX[key.replace(/\d+$/, '')] ?? value.length).join('');

// Every filled text is masked again: a parameter is masked when queued, a template's own words
// could still carry a number, and no message may hold a full ID or phone number.
const fill = (text: string, params: EventParams) => maskSensitiveText(fillParams(text, params));

/** The title and text of an event in one language (SMS and the message centre). */
export function renderMessage(kind: EventKind, params: EventParams, locale: Locale): { title: string; text: string } {
  const template = templates[kind]!;
  return { title: template.title[locale], text: fill(template.text[locale], params) };
}

/** The template id a citizen must consent to before the platform may carry this event. */
export const wechatTemplateId = (kind: EventKind): string => templates[kind]!.wechat.templateId;

/** The platform's subscription message body: template id and data {key: {value}}. */
export function wechatMessage(kind: EventKind, params: EventParams): { template_id: string; data: Record<string, { value: string }> } {
  const { templateId, data } = templates[kind]!.wechat;
  return {
    template_id: templateId,
    data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, { value: cut(key, fill(value, params)) }])),
  };
}

/** Every template id the hall uses (the emulated platform's template library). */
export const ALL_WECHAT_TEMPLATE_IDS: readonly string[] = Object.values(templates).map((template) => template.wechat.templateId);
