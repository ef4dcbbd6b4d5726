import type { SchemaRegistry, TitleField } from '../schemas/types';
import { findBusiness } from './findBusiness';

export interface ApplyTitle {
  /** The title configuration of the business's units: which fields show, which are required. */
  fwxx: Array<TitleField & { name: string }>;
  qlrAlias: string;
  ywrAlias: string;
  /** The obligor aliases as a list (the original answer carried a ywr list). */
  ywr: Array<{ alias: string }>;
  titleConfig: string;
}

/** getApplyTitle's data for a business (prodefid); undefined for an unknown business. */
export function applyTitleFor(registry: SchemaRegistry, prodefid: unknown, locale: 'zh-CN' | 'en' = 'zh-CN'): ApplyTitle | undefined {
  const found = findBusiness(registry.catalogue, prodefid);
  const title = found ? registry.titles.get(found.business.titleConfig) : undefined;
  if (!found || !title || !registry.catalogue) return undefined;
  const defaults = registry.catalogue.defaultAliases;
  const en = locale === 'en';
  const qlrAlias = (en ? found.business.qlrAliasEn : found.business.qlrAlias) ?? (en ? defaults.qlrAliasEn : undefined) ?? defaults.qlrAlias;
  const ywrAlias = (en ? found.business.ywrAliasEn : found.business.ywrAlias) ?? (en ? defaults.ywrAliasEn : undefined) ?? defaults.ywrAlias;
  const fwxx = [...title.fields]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((entry) => ({ ...entry, name: entry.name ?? entry.field }));
  return { fwxx, qlrAlias, ywrAlias, ywr: [{ alias: ywrAlias }], titleConfig: title.id };
}
