import type { Locale } from '../../../engine/i18n/translate';
import type { BusinessCatalogue } from '../../../engine/schemas/types';

/**
 * A business's name in the reader's language. Messages carry the business as the application
 * names it (the catalogue's Chinese prodef_name, also in rows sent before decision 0065); the
 * catalogue's prodef_nameEn is its English. A name the catalogue no longer has stays as sent.
 */
export function businessNameIn(catalogue: BusinessCatalogue | undefined, name: string, locale: Locale): string {
  if (locale === 'zh-CN' || !catalogue) return name;
  for (const parent of catalogue.parents) {
    const business = parent.Prodefs.find((candidate) => candidate.prodef_name === name);
    if (business) return business.prodef_nameEn ?? name;
  }
  return name;
}
