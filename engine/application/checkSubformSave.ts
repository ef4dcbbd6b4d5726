import { withVariantValue } from '../defaults/withVariantValue';
import type { Locale, MessageKey } from '../i18n/translate';
import { translate } from '../i18n/translate';
import { lookupSubformRoute, type RouteQuery } from '../routing/lookupSubformRoute';
import { formForId } from '../schemas/formForId';
import type { SchemaRegistry, SubformRouteEntry } from '../schemas/types';
import { validateFormPayload } from '../validation/validateFormPayload';
import { businessContext } from './businessContext';
import type { ValidatorSource } from '../validation/types';
import type { ApplicationFacts } from './types';

export interface SubformSaveInput {
  /** The form (or variant group) saved; or give the sub-form `route` (+ `query`) it was filled at. */
  formId?: string;
  route?: string;
  query?: RouteQuery;
  payload: unknown;
  application: ApplicationFacts;
  /** The party type (sqr_lx) when saving a party by formId; the route's own party type wins. */
  partyType?: string;
  locale?: Locale;
}

export type SubformSaveResult =
  | {
      ok: true;
      formId: string;
      schemaVersion: number;
      savetype: string | undefined;
      partyType: string | undefined;
      /** What to store: unknown and hidden fields dropped, aliases mapped, numbers typed, sqr_lx set. */
      data: Record<string, unknown>;
    }
  | { ok: false; reason: 'unknownRoute' | 'unknownForm' | 'unknownBusiness' | 'partyTypeMissing' | 'invalid'; message: string; field?: string };

/**
 * The check every save of a filing sub-form goes through, the same on both sides: the form comes
 * from the route table (or its id; a variant group's variant from the payload), the facts from the
 * stored application (business, region, appointment), the party type from the route — never from
 * the client — and the verdict from the same compiled validators and messages as the browser.
 */
export function checkSubformSave(registry: SchemaRegistry, validators: ValidatorSource, input: SubformSaveInput): SubformSaveResult {
  const locale = input.locale ?? 'zh-CN';
  const fail = (reason: Exclude<SubformSaveResult, { ok: true }>['reason'], key: MessageKey) => ({ ok: false as const, reason, message: translate(locale, key) });
  const context = businessContext(registry, input.application);
  let entry: SubformRouteEntry | undefined;
  if (input.route !== undefined) {
    entry = registry.subformRoutes ? lookupSubformRoute(registry.subformRoutes, input.route, input.query, context.facts) : undefined;
    // A party route matched by its route but not its query lacks the party type (`type`).
    const partyRoute = registry.subformRoutes?.routes.some((candidate) => candidate.route === input.route && candidate.partyType !== undefined);
    if (!entry) return partyRoute ? fail('partyTypeMissing', 'validation.partyTypeMissing') : fail('unknownRoute', 'validation.unknownForm');
  }
  const payload = input.payload && typeof input.payload === 'object' && !Array.isArray(input.payload) ? (input.payload as Record<string, unknown>) : {};
  const form = formForId(registry, entry?.form ?? input.formId ?? '', payload);
  if (!form) return fail('unknownForm', 'validation.unknownForm');
  if (!context.business) return fail('unknownBusiness', 'validation.unknownBusiness');
  if (form.titleConfig && !context.titleConfig) return fail('unknownBusiness', 'validation.unknownBusiness');

  const partyType = entry?.partyType ?? input.partyType;
  const takesParty = form.schema.properties?.sqr_lx !== undefined;
  if (takesParty && partyType === undefined) return fail('partyTypeMissing', 'validation.partyTypeMissing');
  const given = withVariantValue(form, payload);
  const data = takesParty ? { ...given, sqr_lx: partyType } : given;
  const facts = takesParty ? { ...context.facts, partyType } : context.facts;

  const result = validateFormPayload(registry, validators, form.id, data, { facts, titleConfig: context.titleConfig, locale });
  if (!result) return fail('unknownForm', 'validation.unknownForm');
  if (!result.valid) return { ok: false, reason: 'invalid', message: result.first?.message ?? translate(locale, 'validation.required'), field: result.first?.field };
  const savetype = entry?.savetype ?? registry.subformRoutes?.routes.find((candidate) => candidate.form === form.id)?.savetype ?? form.savetype;
  return { ok: true, formId: form.id, schemaVersion: form.version, savetype, partyType: takesParty ? partyType : undefined, data: result.data };
}
