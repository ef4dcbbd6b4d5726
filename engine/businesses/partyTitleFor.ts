import type { ApplicationFacts } from '../application/types';
import type { Locale } from '../i18n/translate';
import { routeApplication } from '../routing/routeApplication';
import type { SchemaRegistry } from '../schemas/types';
import { applyTitleFor } from './applyTitleFor';

/**
 * How a party of an application is called outside its fill page (the back office's case file):
 * its type from the SQR_LX dictionary, and the business's own name for it where the fill page's
 * party section takes one (`aliasKey`: 买方 / 卖方 for a sale, 抵押权人 / 抵押人 for a mortgage).
 */
export function partyTitleFor(registry: SchemaRegistry, application: ApplicationFacts, sqrLx: string, locale: Locale = 'zh-CN') {
  const item = registry.dictionaries.get('SQR_LX')?.items.find((entry) => entry.code === sqrLx);
  const typeLabel = item ? (locale === 'en' && item.textEn) || item.text : sqrLx;
  const fillPage = routeApplication(registry, application).fillPage;
  const section = fillPage ? registry.pages.get(fillPage)?.sections.find((entry) => entry.kind === 'party' && entry.partyType === sqrLx) : undefined;
  const alias = section?.aliasKey ? applyTitleFor(registry, application.prodefid, locale)?.[section.aliasKey] : undefined;
  return { typeLabel, alias: alias ?? null };
}
