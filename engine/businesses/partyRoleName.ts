import type { BusinessCatalogue, SubBusiness } from '../schemas/types';

/**
 * What a party is called in its business (李四（卖方）): the business's right-holder or obligor
 * alias (the catalogue's default ones otherwise), any other party type by its SQR_LX text.
 */
export function partyRoleName(
  catalogue: Pick<BusinessCatalogue, 'defaultAliases'> | undefined,
  business: SubBusiness | undefined,
  partyType: string,
  partyTypeTexts: ReadonlyArray<{ code: string; text: string; textEn?: string }>,
  locale: 'zh-CN' | 'en',
): string {
  const en = locale === 'en';
  const defaults = catalogue?.defaultAliases;
  if (partyType === '0') return (en ? (business?.qlrAliasEn ?? defaults?.qlrAliasEn) : business?.qlrAlias) ?? defaults?.qlrAlias ?? partyType;
  if (partyType === '1') return (en ? (business?.ywrAliasEn ?? defaults?.ywrAliasEn) : business?.ywrAlias) ?? defaults?.ywrAlias ?? partyType;
  const item = partyTypeTexts.find((entry) => entry.code === partyType);
  return (en ? item?.textEn : undefined) ?? item?.text ?? partyType;
}
