import type config from '../../schemas/notifications/templates.json';
import { fillParams } from '../../engine/i18n/fillParams';
import type { Locale } from '../../engine/i18n/translate';
import { maskSensitiveText } from '../../engine/masking/maskSensitiveText';

/** The events the hall tells citizens about; each has its template in schemas/notifications/templates.json. */
export type EventKind = keyof typeof config.templates;

/**
 * A parameter: one text for every language (a number, a person's or a place's name), or the hall's
 * own words in each language (a role, a query's name, a result), so the message centre shows the
 * message in the reader's language at read time (decision 0065). Texts always go in Chinese.
 */
export type ParamValue = string | Readonly<Record<Locale, string>>;

export type EventParams = Record<string, ParamValue>;

export type HallWord = keyof typeof config.words;

/** A parameter's text in one language; a stored row of before decision 0065 holds one text. */
export const paramIn = (value: ParamValue, locale: Locale): string => (typeof value === 'string' ? value : (value[locale] ?? value['zh-CN']));

const paramsIn = (params: EventParams, locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, paramIn(value, locale)]));

type Template = (typeof config.templates)[EventKind];
type TemplateFile = { templates: Record<string, Template>; words: (typeof config)['words'] };

// The server reads schemas/notifications/templates.json of SCHEMAS_DIR through its schema service
// at every use (decision 0069): set at start by serveTextsFrom.
let templatesFile: () => TemplateFile | undefined = () => undefined;

export function readTemplatesFrom(source: () => unknown): void {
  templatesFile = source as () => TemplateFile | undefined;
}

const file = (): TemplateFile => {
  const read = templatesFile();
  if (!read) throw new Error('notification templates are not available (notifications/templates.json missing or refused)');
  return read;
};

const templates = (): Record<string, Template> => file().templates;

export const isEventKind = (kind: string): kind is EventKind => kind in templates();

/** The platform refuses values over its limit per kind of key (thing 20, phrase 5, character_string 32): cut them. */
const WECHAT_VALUE_MAX: Record<string, number> = { thing: 20, phrase: 5, character_string: 32 };
const cut = (key: string, value: string) => [...value].slice(0, WECHAT_VALUE_MAX[key.replace(/\d+$/, '')] ?? value.length).join('');

// Every filled text is masked again: a parameter is masked when queued, a template's own words
// could still carry a number, and no message may hold a full ID or phone number.
const fill = (text: string, params: Record<string, string>) => maskSensitiveText(fillParams(text, params));

/** The title and text of an event in one language (SMS and the message centre). */
export function renderMessage(kind: EventKind, params: EventParams, locale: Locale): { title: string; text: string } {
  const template = templates()[kind]!;
  return { title: template.title[locale], text: fill(template.text[locale], paramsIn(params, locale)) };
}

/** One of the hall's own words (templates.json `words`) in every language, to pass as a parameter. */
export function hallWord(name: HallWord): Readonly<Record<Locale, string>> {
  return file().words[name];
}

/** The template id a citizen must consent to before the platform may carry this event. */
export const wechatTemplateId = (kind: EventKind): string => templates()[kind]!.wechat.templateId;

/** The platform's subscription message body (its templates are Chinese): template id and data {key: {value}}. */
export function wechatMessage(kind: EventKind, params: EventParams): { template_id: string; data: Record<string, { value: string }> } {
  const { templateId, data } = templates()[kind]!.wechat;
  const chinese = paramsIn(params, 'zh-CN');
  return {
    template_id: templateId,
    data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, { value: cut(key, fill(value, chinese)) }])),
  };
}

/** Every template id the hall uses (the emulated platform's template library). */
export const allWechatTemplateIds = (): string[] => Object.values(templates()).map((template) => template.wechat.templateId);
