import { attachmentGroupsFor } from '../attachments/attachmentGroupsFor';
import { applyTitleFor } from '../businesses/applyTitleFor';
import type { Locale } from '../i18n/translate';
import { translate } from '../i18n/translate';
import { resolvePageSections } from '../pages/resolvePageSections';
import { sectionRecords } from '../pages/sectionRecords';
import { routeApplication } from '../routing/routeApplication';
import { formForId } from '../schemas/formForId';
import type { SchemaRegistry } from '../schemas/types';
import type { ValidatorSource } from '../validation/types';
import { validateFormPayload } from '../validation/validateFormPayload';
import type { ApplicationSnapshot, Fields } from './types';
import { idNumberSharedByTwo, idNumberSharedMessage } from './idNumberSharedByTwo';

export type ApplicationCheck = { ok: true } | { ok: false; message: string; section?: string };

export interface CheckOptions {
  validators: ValidatorSource;
  locale?: Locale;
}

/**
 * The one answer of the `check` call (spec 001 L335): is the application complete? Its fill page
 * comes from the routing table, the page's sections and their rules decide what shows (the
 * appointment mode shows none), every shown section needs its rows (`minRows`, default 1) and
 * every stored record must still pass its form with the application's facts and title
 * configuration; then every required attachment group (是) needs a file. The first gap found,
 * in page order, is the answer, with its message.
 */
export function checkApplication(registry: SchemaRegistry, snapshot: ApplicationSnapshot, options: CheckOptions): ApplicationCheck {
  const locale = options.locale ?? 'zh-CN';
  const context = routeApplication(registry, snapshot.proinst);
  if (!context.business) return { ok: false, message: translate(locale, 'validation.unknownBusiness') };
  const page = context.fillPage ? registry.pages.get(context.fillPage) : undefined;
  const title = applyTitleFor(registry, snapshot.proinst.prodefid, locale);
  const records = { sqrs: snapshot.sqrs as Fields[], units: snapshot.units, rights: (formId: string) => snapshot.qlxx[formId] };
  const rows = Object.fromEntries((page?.sections ?? []).map((section) => [section.id, sectionRecords(section, records)]));
  const views = page ? resolvePageSections(page, { facts: context.facts, aliases: title, rows, locale }) : [];

  for (const view of views) {
    const { section } = view;
    if (section.kind === 'uploads' || !section.form) continue;
    const need = section.minRows ?? 1;
    if (view.rows.length < need) {
      const message = need === 1 ? translate(locale, 'validation.sectionMissing', { name: view.title }) : translate(locale, 'validation.sectionTooFew', { name: view.title, n: need });
      return { ok: false, message, section: section.id };
    }
    const facts = section.partyType === undefined ? context.facts : { ...context.facts, partyType: section.partyType };
    for (const row of view.rows) {
      const form = formForId(registry, section.form, row);
      const result = form ? validateFormPayload(registry, options.validators, form.id, row, { facts, titleConfig: context.titleConfig, locale }) : undefined;
      if (!result) return { ok: false, message: translate(locale, 'validation.unknownForm'), section: section.id };
      if (!result.valid && result.first) {
        return { ok: false, message: translate(locale, 'validation.sectionInvalid', { name: view.title, message: result.first.message }), section: section.id };
      }
    }
  }

  // One ID number is one person, on whichever side (issue 27): two names under one number is a mistake.
  const shared = idNumberSharedByTwo(snapshot.sqrs as Fields[]);
  if (shared) return { ok: false, message: idNumberSharedMessage(shared, locale) };

  if (snapshot.materials) {
    for (const group of attachmentGroupsFor(registry, snapshot.proinst.prodefid) ?? []) {
      if (group.required === '是' && !((snapshot.materials[group.id] ?? 0) > 0)) {
        const name = locale === 'en' ? (group.nameEn ?? group.name) : group.name;
        return { ok: false, message: translate(locale, 'validation.attachmentMissing', { name }), section: 'uploads' };
      }
    }
  }
  return { ok: true };
}
