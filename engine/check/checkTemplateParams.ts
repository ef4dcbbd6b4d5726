import { EVENT_PARAMS, REVIEW_PARAMS } from './eventParams';
import { pointer, warning, type Problem } from './types';

interface Texts {
  [locale: string]: string;
}

interface TemplateFile {
  templates: Record<string, { title: Texts; text: Texts; wechat: { data: Record<string, string> } }>;
}

/** The {name} placeholders of a text, as fillParams reads them. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/**
 * Every {placeholder} of a notification template is a parameter its event carries
 * (EVENT_PARAMS): any other is sent to the citizen as written, "{deadline}" in an SMS. A
 * template neither the code nor the review workflow (`tells`) sends is never sent: a warning.
 */
export function checkTemplateParams(file: string, config: TemplateFile, toldByWorkflow: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const [kind, template] of Object.entries(config.templates)) {
    const params = EVENT_PARAMS[kind] ?? (toldByWorkflow.has(kind) ? REVIEW_PARAMS : undefined);
    if (!params) {
      problems.push(warning(file, pointer('templates', kind), `no event sends "${kind}": neither the hall's code nor a workflow action (tells) names it`));
      continue;
    }
    const texts: Array<[string, string]> = [
      ...Object.entries(template.title).map(([locale, text]): [string, string] => [pointer('title', locale), text]),
      ...Object.entries(template.text).map(([locale, text]): [string, string] => [pointer('text', locale), text]),
      ...Object.entries(template.wechat.data).map(([key, text]): [string, string] => [pointer('wechat', 'data', key), text]),
    ];
    for (const [at, text] of texts) {
      for (const name of placeholders(text)) {
        if (!params.includes(name)) problems.push({ file, pointer: `${pointer('templates', kind)}${at}`, reason: `"{${name}}" is not a parameter of ${kind} (it has ${params.join(', ')}): it would be sent as written` });
      }
    }
  }
  return problems;
}
